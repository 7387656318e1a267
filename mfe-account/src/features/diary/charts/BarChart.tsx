import { directionOf } from '@marquee/contracts/languages';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatNumber, VisuallyHidden, theme } from '@marquee/ui';
import styled, { useTheme } from 'styled-components';
import { useDiaryMessages } from '../../../messages/diary';
import { useWidth } from './useWidth';

export interface ChartDatum {
  /** The bar's name on the axis ("2024", "Mar", "Drama"). */
  label: string;
  /** Its full name in the text alternative ("March 2026"); the label when left out. */
  name?: string;
  value: number;
}

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  figcaption {
    font-weight: ${theme.fontWeights.bold};
  }
`;

const TICK_FONT = 11;
// Room a horizontal axis label needs before the next one, so labels never overlap on a phone.
const LABEL_ROOM_PX = 34;

export interface BarChartProps {
  title: string;
  data: ChartDatum[];
  /** What one value counts, for the text alternative ("films", "viewings"). */
  unit: string;
  /** Horizontal bars, for long names (genres). */
  horizontal?: boolean;
  height?: number;
}

/**
 * A bar chart that fits its container (320 px up). The picture is for the eye; the same figures are in a
 * visually hidden table, which is what assistive technology reads. In a right-to-left language it is
 * mirrored: bars run from the right, and the value axis and the names stand on the right.
 */
export function BarChart({ title, data, unit, horizontal = false, height = 200 }: BarChartProps) {
  const { t, language } = useDiaryMessages();
  const rtl = directionOf(language) === 'rtl';
  const [plotRef, width] = useWidth<HTMLDivElement>();
  return (
    <Figure aria-label={title}>
      <figcaption>{title}</figcaption>
      <div ref={plotRef}>
        {width > 0 &&
          (horizontal ? (
            <HorizontalBars data={data} width={width} rtl={rtl} />
          ) : (
            <VerticalBars data={data} width={width} height={height} rtl={rtl} />
          ))}
      </div>
      <VisuallyHidden as="table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{horizontal ? t('charts.name') : t('charts.period')}</th>
            <th scope="col">{unit}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.name ?? datum.label}</th>
              <td>{formatNumber(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </Figure>
  );
}

const maxOf = (data: ChartDatum[]) => Math.max(1, ...data.map((datum) => datum.value));

interface BarsProps {
  data: ChartDatum[];
  width: number;
  /** Mirrored, for a right-to-left language. */
  rtl: boolean;
}

// The pictures place their texts themselves, on the side the direction asks for: text anchors are read
// left to right whatever the page's direction.
const Picture = styled.svg`
  direction: ltr;
`;

function VerticalBars({ data, width, height, rtl }: BarsProps & { height: number }) {
  const theme = useTheme();
  const valueAxisRoom = 28;
  const margin = { top: 8, bottom: 24, left: rtl ? 4 : valueAxisRoom, right: rtl ? valueAxisRoom : 4 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand({
    domain: data.map((datum) => datum.label),
    range: rtl ? [innerWidth, 0] : [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear({ domain: [0, maxOf(data)], range: [innerHeight, 0], nice: true });
  // Every nth label, so they keep apart however many bars there are.
  const every = Math.max(1, Math.ceil((data.length * LABEL_ROOM_PX) / innerWidth));
  const tickValues = data.filter((_, index) => index % every === 0).map((datum) => datum.label);
  const tickLabel = { fill: theme.colors.textMuted, fontSize: TICK_FONT, textAnchor: 'middle' as const };
  const ValueAxis = rtl ? AxisRight : AxisLeft;
  return (
    <Picture width={width} height={height} aria-hidden="true" focusable="false">
      <Group left={margin.left} top={margin.top}>
        {data
          .filter((datum) => datum.value > 0)
          .map((datum) => {
            const barHeight = innerHeight - (y(datum.value) ?? innerHeight);
            return (
              <Bar
                key={datum.label}
                x={x(datum.label)}
                y={innerHeight - barHeight}
                width={x.bandwidth()}
                height={barHeight}
                rx={2}
                fill={theme.colors.accent}
              />
            );
          })}
        <ValueAxis
          left={rtl ? innerWidth : 0}
          scale={y}
          numTicks={Math.min(4, maxOf(data))}
          tickFormat={(value) => formatNumber(Number(value))}
          stroke={theme.colors.border}
          tickStroke={theme.colors.border}
          tickLabelProps={{ ...tickLabel, textAnchor: rtl ? 'start' : 'end', dx: rtl ? 2 : -2, dy: 3 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={tickValues}
          stroke={theme.colors.border}
          tickStroke={theme.colors.border}
          tickLabelProps={tickLabel}
        />
      </Group>
    </Picture>
  );
}

function HorizontalBars({ data, width, rtl }: BarsProps) {
  const theme = useTheme();
  const rowHeight = 26;
  const nameRoom = Math.min(120, width * 0.38);
  const valueRoom = 28;
  const innerWidth = width - nameRoom - valueRoom;
  const height = data.length * rowHeight;
  const y = scaleBand({ domain: data.map((datum) => datum.label), range: [0, height], padding: 0.2 });
  const x = scaleLinear({ domain: [0, maxOf(data)], range: [0, innerWidth] });
  // Left to right: name, bar, value; mirrored: value, bar, name.
  const along = (offset: number, length = 0) => (rtl ? innerWidth - offset - length : offset);
  return (
    <Picture width={width} height={height} aria-hidden="true" focusable="false">
      <Group left={rtl ? valueRoom : nameRoom}>
        {data.map((datum) => {
          const length = Math.max(2, x(datum.value));
          return (
            <Group key={datum.label} top={y(datum.label) ?? 0}>
              <text
                x={along(-6)}
                y={y.bandwidth() / 2}
                dy="0.35em"
                textAnchor={rtl ? 'start' : 'end'}
                fill={theme.colors.text}
                fontSize={12}
              >
                {datum.label}
              </text>
              <Bar
                x={along(0, length)}
                y={0}
                width={length}
                height={y.bandwidth()}
                rx={2}
                fill={theme.colors.accent}
              />
              <text
                x={along(x(datum.value) + 4)}
                y={y.bandwidth() / 2}
                dy="0.35em"
                textAnchor={rtl ? 'end' : 'start'}
                fill={theme.colors.textMuted}
                fontSize={TICK_FONT}
              >
                {formatNumber(datum.value)}
              </text>
            </Group>
          );
        })}
      </Group>
    </Picture>
  );
}
