import { type GlyphComponent, glyph } from './icons.tsx';
import type { MenuItemKey } from './menu-model.ts';

/** One glyph per menu entry: the collapsed rail shows only these (the link keeps the label as its name). */
export const menuItemIcons: Record<MenuItemKey, GlyphComponent> = {
  dashboard: glyph('M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z'),
  stock: glyph('M21 8l-9-5-9 5 9 5 9-5zM3 8v8l9 5 9-5V8M12 13v8'),
  warehouseInvoices: glyph('M4 7h14M14 3l4 4-4 4M20 17H6M10 13l-4 4 4 4'),
  purchasing: glyph('M3 3h2l2.4 12.2a2 2 0 002 1.8h8.6a2 2 0 002-1.6L21 8H6M9 21h.01M18 21h.01'),
  production: glyph('M2 20h20V9l-6 4V9l-6 4V4H2v16z'),
  market: glyph('M20 12l-8 8-9-9V3h8l9 9zM7.5 7.5h.01'),
  customItems: glyph('M3 7h6l2 2h10v10H3V7z'),
  suppliers: glyph(
    'M1 4h14v12H1zM15 9h4l3 3v4h-7M5.5 21a2 2 0 100-4 2 2 0 000 4zM18.5 21a2 2 0 100-4 2 2 0 000 4z',
  ),
  units: glyph('M3 17L17 3l4 4L7 21l-4-4zM7 13l2 2M10 10l2 2M13 7l2 2'),
  warehouses: glyph('M3 21V8l9-5 9 5v13M7 21v-8h10v8M7 17h10'),
  system: glyph('M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6'),
  users: glyph(
    'M17 21v-2a4 4 0 00-4-4H5a4 4 0 00-4 4v2M9 11a4 4 0 100-8 4 4 0 000 8zM23 21v-2a4 4 0 00-3-3.87M16 3.13a4 4 0 010 7.75',
  ),
  roles: glyph('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z'),
  settings: glyph('M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6'),
  tenants: glyph('M4 22V2h16v20M9 22v-4h6v4M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01'),
  auditLog: glyph(
    'M9 2h6v4H9zM16 4h2a2 2 0 012 2v14a2 2 0 01-2 2H6a2 2 0 01-2-2V6a2 2 0 012-2h2M9 12h6M9 16h6',
  ),
  profile: glyph('M20 21v-2a4 4 0 00-4-4H8a4 4 0 00-4 4v2M12 11a4 4 0 100-8 4 4 0 000 8z'),
};
