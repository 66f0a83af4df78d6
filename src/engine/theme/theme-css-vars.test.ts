import { describe, expect, it } from 'vitest';
import type { ResolvedTheme } from '../lender/lender-package';
import { themeCssVars } from './theme-css-vars';

describe('themeCssVars', () => {
  it('names every token as a --brand-* custom property', () => {
    const theme = {
      name: 't',
      colors: { primary: '#123456', onPrimary: '#ffffff', headerBackground: '#000000' },
      fonts: { body: 'system-ui', heading: 'Georgia, serif' },
      radii: { control: '4px', card: '1rem', button: '0' },
      logo: { height: '2rem', placement: 'start' },
    } as unknown as ResolvedTheme;
    expect(themeCssVars(theme)).toEqual({
      '--brand-primary': '#123456',
      '--brand-on-primary': '#ffffff',
      '--brand-header-background': '#000000',
      '--brand-font-body': 'system-ui',
      '--brand-font-heading': 'Georgia, serif',
      '--brand-radius-control': '4px',
      '--brand-radius-card': '1rem',
      '--brand-radius-button': '0',
      '--brand-logo-height': '2rem',
    });
  });
});
