import { palettes, THEME_NAMES, type ColorToken, type Palette } from '../palettes';

/** WCAG 2.2 contrast (1.4.3 text, 1.4.11 non-text), from sRGB colours; rgba() is laid over `under`. */
type Rgb = [number, number, number];

function parse(color: string, under?: Rgb): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((at) => parseInt(hex[1]!.slice(at, at + 2), 16)) as Rgb;
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(color);
  if (!rgba || !under) throw new Error(`cannot read ${color}`);
  const alpha = Number(rgba[4]);
  return [1, 2, 3].map((at, channel) => Number(rgba[at]) * alpha + under[channel]! * (1 - alpha)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const TEXT = 4.5;
const LARGE_TEXT_OR_UI = 3;

/** The backgrounds text is shown on: the page, panels, raised panels and menus, the frosted nav bar. */
const backgrounds = (palette: Palette): [string, Rgb][] => {
  const page = parse(palette.background);
  return [
    ['background', page],
    ['surface', parse(palette.surface)],
    ['surfaceRaised', parse(palette.surfaceRaised)],
    ['overlay over background', parse(palette.overlay, page)],
  ];
};

/** Every pair a page shows, with the ratio it needs. */
const pairs: { foreground: ColorToken; on: 'backgrounds' | ColorToken; needs: number }[] = [
  { foreground: 'text', on: 'backgrounds', needs: TEXT },
  { foreground: 'textMuted', on: 'backgrounds', needs: TEXT },
  // Links, selected tabs and ratings are accent text; a hovered link is accentHover.
  { foreground: 'accent', on: 'backgrounds', needs: TEXT },
  { foreground: 'accentHover', on: 'backgrounds', needs: TEXT },
  { foreground: 'danger', on: 'backgrounds', needs: TEXT },
  { foreground: 'success', on: 'backgrounds', needs: TEXT },
  { foreground: 'scoreGreen', on: 'backgrounds', needs: TEXT },
  { foreground: 'scoreYellow', on: 'backgrounds', needs: TEXT },
  { foreground: 'scoreOrange', on: 'backgrounds', needs: TEXT },
  { foreground: 'scoreRed', on: 'backgrounds', needs: TEXT },
  // Red is the 404's display figure and the error panel's edge: large text and a UI part.
  { foreground: 'red', on: 'backgrounds', needs: LARGE_TEXT_OR_UI },
  { foreground: 'focus', on: 'backgrounds', needs: LARGE_TEXT_OR_UI },
  { foreground: 'onAccent', on: 'accent', needs: TEXT },
  { foreground: 'onAccent', on: 'accentHover', needs: TEXT },
  { foreground: 'onRed', on: 'red', needs: TEXT },
  { foreground: 'onRed', on: 'redHover', needs: LARGE_TEXT_OR_UI },
  { foreground: 'onRed', on: 'dangerFill', needs: TEXT },
  { foreground: 'onRed', on: 'dangerFillHover', needs: TEXT },
];

describe.each(THEME_NAMES)('the %s theme meets WCAG 2.2 AA contrast', (name) => {
  const palette = palettes[name];
  const cases = pairs.flatMap(({ foreground, on, needs }) =>
    (on === 'backgrounds' ? backgrounds(palette) : [[on, parse(palette[on])] as [string, Rgb]]).map(
      ([background, rgb]) => ({
        foreground,
        background,
        ratio: contrast(parse(palette[foreground]), rgb),
        needs,
      }),
    ),
  );

  test.each(cases)('$foreground on $background', ({ ratio, needs }) => {
    expect(ratio).toBeGreaterThanOrEqual(needs);
  });
});

test('the contrast computed here is WCAG 2.2’s (its own reference values)', () => {
  expect(contrast(parse('#ffffff'), parse('#000000'))).toBeCloseTo(21, 5);
  expect(contrast(parse('#777777'), parse('#ffffff'))).toBeCloseTo(4.48, 2);
  expect(contrast(parse('rgba(0, 0, 0, 0.5)', [255, 255, 255]), parse('#ffffff'))).toBeCloseTo(3.98, 1);
});

test('both palettes name the same colours', () => {
  expect(Object.keys(palettes.light).sort()).toEqual(Object.keys(palettes.dark).sort());
});
