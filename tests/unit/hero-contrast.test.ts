import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The home hero's text must meet WCAG 1.4.3 (4.5:1) on the hero's own ground colour, without its
 * photo: images blocked, failed or still loading. The shade over the photo only darkens, so the
 * ground alone is the worst case.
 */
const root = path.resolve(__dirname, '../..');
const globals = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
const home = readFileSync(path.join(root, 'app/[locale]/(site)/home.module.css'), 'utf8');

function customProperty(name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(globals);
  if (!match?.[1]) throw new Error(`${name} is not a #rrggbb colour in app/globals.css`);
  return match[1];
}

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The declarations of the rules whose selector is exactly `selector`. */
function rule(selector: string): string {
  const match = new RegExp(`(?:^|\\n)${selector.replace(/[.]/g, '\\.')}\\s*\\{([^}]*)\\}`).exec(home);
  if (!match?.[1]) throw new Error(`no rule ${selector} in home.module.css`);
  return match[1];
}

describe('home hero contrast without its photo', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('the hero text colour on the hero ground meets 4.5:1', () => {
    expect(contrast(customProperty('--color-hero-ink'), customProperty('--color-hero-ground'))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('the hero paints that ground under its photo, and its text takes that colour', () => {
    const hero = rule('.hero');
    expect(hero).toMatch(/background-color:\s*var\(--color-hero-ground\)/);
    expect(hero).toMatch(/(?:^|\s)color:\s*var\(--color-hero-ink\)/);
    // Without a stacking context of its own the ground would paint over the photo (z-index -2).
    expect(hero).toMatch(/isolation:\s*isolate/);
    for (const selector of ['.heroText h1', '.featured a', '.featured a:hover']) {
      expect(rule(selector), selector).toMatch(/(?:^|\s)color:\s*var\(--color-hero-ink\)/);
    }
  });
});
