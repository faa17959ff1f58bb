import { createGlobalStyle } from 'styled-components';

/** A calm, modern palette: warm paper background, slate-blue primary, soft accents. */
/** The phone layout's width (the media query `theme.media.mobile` writes), for code that renders by it. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export const theme = {
  colors: {
    background: '#f6f5f1',
    surface: '#ffffff',
    surfaceMuted: '#eeece6',
    text: '#1f2933',
    textMuted: '#52606d',
    border: '#d9d6cc',
    primary: '#3d5a80',
    primaryHover: '#2f4766',
    primaryText: '#ffffff',
    accent: '#98c1d9',
    danger: '#a4303f',
    dangerBackground: '#fbe9eb',
    success: '#2d6a4f',
    focus: '#1d63d8',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Iowan Old Style', 'Times New Roman', serif",
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  shadows: {
    card: '0 1px 2px rgba(31, 41, 51, 0.06), 0 4px 12px rgba(31, 41, 51, 0.06)',
    modal: '0 12px 40px rgba(31, 41, 51, 0.25)',
  },
  breakpoints: { mobile: 768 },
  media: {
    mobile: `@media ${MOBILE_QUERY}`,
    desktop: '@media (min-width: 768px)',
  },
  layout: {
    drawerWidth: '248px',
    sidebarWidth: '260px',
    bottomNavHeight: '64px',
  },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.fonts.body};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.25; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
