import { definePlugin, type WidgetRenderTarget } from '../../sdk';
import { clockText, WIDEST_CLOCK_TEXTS } from './clockText';
import { fitFontSize } from './fitFont';

/** The clock's registry key, as users' settings save it. */
export const DIGITAL_CLOCK = 'digitalclock';

/** Room left around the text, as a share of the widget's width and height. */
const MARGIN = 0.05;

/** The clock's colour until the user picks one (the spec's default, saved with the widget: data, not a theme colour). */
// eslint-disable-next-line no-restricted-syntax -- see above
const DEFAULT_FONT_COLOR = '#ffffff';

/** The font family the clock's options name, as CSS: 'Monospace' and the like are generic families. */
const cssFamily = (name: string) => (/^(monospace|serif|sans-serif)$/i.test(name) ? name.toLowerCase() : `"${name.replace(/"/g, '')}", monospace`);

function drawClock({ context, width, height, options, now }: WidgetRenderTarget): void {
  const family = cssFamily(typeof options.fontFamily === 'string' ? options.fontFamily : 'Monospace');
  const measure = (text: string, size: number) => {
    context.font = `${size}px ${family}`;
    return context.measureText(text).width;
  };
  const size = fitFontSize(WIDEST_CLOCK_TEXTS, width * (1 - 2 * MARGIN), height * (1 - 2 * MARGIN), measure);
  context.font = `${size}px ${family}`;
  context.fillStyle = typeof options.fontColor === 'string' ? options.fontColor : DEFAULT_FONT_COLOR;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(clockText(now), width / 2, height / 2);
}

/**
 * The digital clock widget (docs/features/widgets.md): local time as
 * HH:MM:SS in the largest font size whose widest reading fits, redrawn once a second. Its
 * smallest size is 150×25 (the spec's generic 200×200 minimum would forbid its 300×50 default).
 */
export const digitalclock = definePlugin({
  id: 'atrium.digitalclock',
  activate(ctx) {
    ctx.widgets.register({
      name: DIGITAL_CLOCK,
      title: ctx.i18n.localize('widgets.digitalClock'),
      dimension: { width: 300, height: 50 },
      minDimension: { width: 150, height: 25 },
      maxDimension: { width: 800, height: 800 },
      fps: 1,
      text: { fontFamily: 'Monospace', fontColor: DEFAULT_FONT_COLOR },
      render: drawClock,
    });
  },
});
