import { Button, Menu, Portal, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronDownGlyph, GlobeGlyph } from './icons.tsx';
import { belowCompact } from './shell-container.ts';

/** One entry of `localization.languages` in the application configuration. */
export interface LanguageOption {
  cultureName: string;
  displayName: string;
}

export interface LanguageSwitcherProps {
  /** The languages the server offers, in its order. */
  languages: readonly LanguageOption[];
  currentLanguage: string;
  onLanguageChange: (cultureName: string) => void;
}

/**
 * The top bar's language menu: lists the languages the server offers and marks the current one. It only reports
 * the choice; the app changes the language (and reloads its texts) in `onLanguageChange`.
 */
export function LanguageSwitcher({ languages, currentLanguage, onLanguageChange }: LanguageSwitcherProps) {
  const { t } = useTranslation('layout');
  const current = languages.find((l) => l.cultureName === currentLanguage)?.displayName ?? currentLanguage;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('languageSwitcher', { language: current })}>
          <GlobeGlyph />
          {/* A narrow shell keeps the globe only; the button's name still says the language. */}
          <chakra.span css={{ [belowCompact]: { display: 'none' } }}>{current}</chakra.span>
          <ChevronDownGlyph />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={currentLanguage}
              onValueChange={(details) => onLanguageChange(details.value)}
            >
              {languages.map((language) => (
                <Menu.RadioItem
                  key={language.cultureName}
                  value={language.cultureName}
                  lang={language.cultureName}
                >
                  {language.displayName}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
