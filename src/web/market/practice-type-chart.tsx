// Average rate by practice type as horizontal bars (plain SVG), with the overall average as a
// dashed line. Drawn at the card's measured width so its text stays the page's size on a phone
// and on a desktop. The same figures are in the table below it.
import { useEffect, useRef, useState } from 'react';
import { type MarketGroup, OTHER_GROUP } from '../../shared/market';

import { groupLabel } from './market-format';
import { formatRate } from '../../shared/money';

const ROW = 40;
const BAR = 22;
const LABEL_WIDTH = 104;
const VALUE_WIDTH = 64;
const TOP = 22;

function useWidth<T extends HTMLElement>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function PracticeTypeChart({ groups, overallAvg }: { groups: MarketGroup[]; overallAvg: number }) {
  const [ref, width] = useWidth<HTMLDivElement>(320);
  const rows = [...groups].sort((a, b) => (a.type === OTHER_GROUP ? 1 : b.type === OTHER_GROUP ? -1 : b.avgRate - a.avgRate));
  const max = Math.max(overallAvg, ...rows.map((row) => row.avgRate), 1);
  const plot = width - LABEL_WIDTH - VALUE_WIDTH;
  const x = (cents: number) => LABEL_WIDTH + (cents / max) * plot;
  const height = TOP + rows.length * ROW;
  const summary = rows.map((row) => `${groupLabel(row.type)} ${formatRate(row.avgRate)}`).join(', ');

  return (
    <div ref={ref} className="w-full">
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Bar chart of average hourly rate by practice type: ${summary}. Overall average ${formatRate(overallAvg)}.`}
        className="block max-w-full text-xs"
      >
        <g aria-hidden>
          <line x1={x(overallAvg)} x2={x(overallAvg)} y1={TOP - 4} y2={height} className="stroke-slate-600" strokeDasharray="4 3" strokeWidth={1.5} />
          <text x={x(overallAvg)} y={TOP - 9} textAnchor={x(overallAvg) > width - 48 ? 'end' : 'middle'} className="fill-slate-600 text-[11px]">
            Overall {formatRate(overallAvg)}
          </text>
        </g>
        {rows.map((row, index) => {
          const y = TOP + index * ROW;
          const other = row.type === OTHER_GROUP;
          return (
            <g key={row.type} aria-hidden>
              <text x={LABEL_WIDTH - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" className="fill-slate-700 text-[13px]">
                {groupLabel(row.type)}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y + (ROW - BAR) / 2}
                width={Math.max(2, x(row.avgRate) - LABEL_WIDTH)}
                height={BAR}
                rx={4}
                className={other ? 'fill-slate-400' : 'fill-primary'}
              />
              <text
                x={x(row.avgRate) + 6}
                y={y + ROW / 2}
                dominantBaseline="middle"
                stroke="#ffffff"
                strokeWidth={4}
                paintOrder="stroke"
                className="fill-slate-900 text-[13px] font-semibold"
              >
                {formatRate(row.avgRate)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
