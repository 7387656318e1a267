import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { VisuallyHidden } from '@marquee/ui';
import styled, { useTheme } from 'styled-components';
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
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  figcaption {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
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
 * visually hidden table, which is what assistive technology reads.
 */
export function BarChart({ title, data, unit, horizontal = false, height = 200 }: BarChartProps) {
  const [plotRef, width] = useWidth<HTMLDivElement>();
  return (
    <Figure aria-label={title}>
      <figcaption>{title}</figcaption>
      <div ref={plotRef}>
        {width > 0 &&
          (horizontal ? (
            <HorizontalBars data={data} width={width} />
          ) : (
            <VerticalBars data={data} width={width} height={height} />
          ))}
      </div>
      <VisuallyHidden as="table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{horizontal ? 'Name' : 'Period'}</th>
            <th scope="col">{unit}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.name ?? datum.label}</th>
              <td>{datum.value}</td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </Figure>
  );
}

const maxOf = (data: ChartDatum[]) => Math.max(1, ...data.map((datum) => datum.value));

function VerticalBars({ data, width, height }: { data: ChartDatum[]; width: number; height: number }) {
  const theme = useTheme();
  const margin = { top: 8, right: 4, bottom: 24, left: 28 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand({ domain: data.map((datum) => datum.label), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear({ domain: [0, maxOf(data)], range: [innerHeight, 0], nice: true });
  // Every nth label, so they keep apart however many bars there are.
  const every = Math.max(1, Math.ceil((data.length * LABEL_ROOM_PX) / innerWidth));
  const tickValues = data.filter((_, index) => index % every === 0).map((datum) => datum.label);
  const tickLabel = { fill: theme.colors.textMuted, fontSize: TICK_FONT, textAnchor: 'middle' as const };
  return (
    <svg width={width} height={height} aria-hidden="true" focusable="false">
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
        <AxisLeft
          scale={y}
          numTicks={Math.min(4, maxOf(data))}
          tickFormat={(value) => String(value)}
          stroke={theme.colors.border}
          tickStroke={theme.colors.border}
          tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -2, dy: 3 }}
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
    </svg>
  );
}

function HorizontalBars({ data, width }: { data: ChartDatum[]; width: number }) {
  const theme = useTheme();
  const rowHeight = 26;
  const margin = { top: 0, right: 28, bottom: 0, left: Math.min(120, width * 0.38) };
  const innerWidth = width - margin.left - margin.right;
  const height = data.length * rowHeight;
  const y = scaleBand({ domain: data.map((datum) => datum.label), range: [0, height], padding: 0.2 });
  const x = scaleLinear({ domain: [0, maxOf(data)], range: [0, innerWidth] });
  return (
    <svg width={width} height={height} aria-hidden="true" focusable="false">
      <Group left={margin.left}>
        {data.map((datum) => (
          <Group key={datum.label} top={y(datum.label) ?? 0}>
            <text
              x={-6}
              y={y.bandwidth() / 2}
              dy="0.35em"
              textAnchor="end"
              fill={theme.colors.text}
              fontSize={12}
            >
              {datum.label}
            </text>
            <Bar
              x={0}
              y={0}
              width={Math.max(2, x(datum.value))}
              height={y.bandwidth()}
              rx={2}
              fill={theme.colors.accent}
            />
            <text
              x={x(datum.value) + 4}
              y={y.bandwidth() / 2}
              dy="0.35em"
              fill={theme.colors.textMuted}
              fontSize={TICK_FONT}
            >
              {datum.value}
            </text>
          </Group>
        ))}
      </Group>
    </svg>
  );
}
