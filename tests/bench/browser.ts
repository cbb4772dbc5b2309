import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumArgs] });
}
