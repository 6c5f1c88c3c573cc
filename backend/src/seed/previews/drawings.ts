import type { Drawing } from '../content/diagram-kinds';
import type { Random } from '../random';

/** Drawing area inside the 640x360 slide, below the title. */
const AREA = { x: 40, y: 90, width: 560, height: 230 };

interface DrawContext {
  count: number | undefined;
  colors: string[];
  /** Neutral colour for lines and placeholders, depends on the background. */
  ink: string;
  random: Random;
}

type Drawer = (context: DrawContext) => string;

const color = (context: DrawContext, index: number) => context.colors[index % context.colors.length];
const fixed = (n: number) => n.toFixed(1);
const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 6) =>
  `<rect x="${fixed(x)}" y="${fixed(y)}" width="${fixed(width)}" height="${fixed(height)}" rx="${radius}" fill="${fill}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 3) =>
  `<line x1="${fixed(x1)}" y1="${fixed(y1)}" x2="${fixed(x2)}" y2="${fixed(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string, opacity = 1) =>
  `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(r)}" fill="${fill}" fill-opacity="${opacity}"/>`;
const polygon = (points: [number, number][], fill: string) =>
  `<polygon points="${points.map(([x, y]) => `${fixed(x)},${fixed(y)}`).join(' ')}" fill="${fill}"/>`;
/** Two short grey bars standing for text lines. */
const textLines = (x: number, y: number, width: number, ink: string) =>
  rect(x, y, width, 6, ink, 3) + rect(x, y + 12, width * 0.7, 6, ink, 3);

const process: Drawer = (context) => {
  const n = context.count ?? 4;
  const gap = 26;
  const width = (AREA.width - gap * (n - 1)) / n;
  const y = AREA.y + 70;
  return Array.from({ length: n }, (_, i) => {
    const x = AREA.x + i * (width + gap);
    const arrow =
      i < n - 1
        ? polygon(
            [
              [x + width + 6, y + 35],
              [x + width + gap - 6, y + 45],
              [x + width + 6, y + 55],
            ],
            context.ink,
          )
        : '';
    return rect(x, y, width, 90, color(context, i)) + textLines(x + 10, y + 100, width - 20, context.ink) + arrow;
  }).join('');
};

const chevron: Drawer = (context) => {
  const n = context.count ?? 5;
  const width = AREA.width / n;
  const [top, bottom, tip] = [AREA.y + 70, AREA.y + 150, 24];
  return Array.from({ length: n }, (_, i) => {
    const x = AREA.x + i * width;
    const notch = i === 0 ? 0 : tip;
    return (
      polygon(
        [
          [x, top],
          [x + width - 4, top],
          [x + width - 4 + tip, (top + bottom) / 2],
          [x + width - 4, bottom],
          [x, bottom],
          [x + notch, (top + bottom) / 2],
        ],
        color(context, i),
      ) + textLines(x + 14, bottom + 16, width - 34, context.ink)
    );
  }).join('');
};

const timeline: Drawer = (context) => {
  const n = context.count ?? 5;
  const y = AREA.y + AREA.height / 2;
  const step = AREA.width / n;
  return (
    line(AREA.x, y, AREA.x + AREA.width, y, context.ink, 4) +
    Array.from({ length: n }, (_, i) => {
      const x = AREA.x + step * (i + 0.5);
      const up = i % 2 === 0;
      return (
        line(x, y, x, up ? y - 50 : y + 50, color(context, i), 2) +
        circle(x, y, 11, color(context, i)) +
        textLines(x - step / 2 + 8, up ? y - 80 : y + 60, step - 16, context.ink)
      );
    }).join('')
  );
};

const gantt: Drawer = (context) => {
  const rows = 6;
  const columns = context.count ?? 6;
  const rowHeight = AREA.height / rows;
  const labelWidth = 110;
  const columnWidth = (AREA.width - labelWidth) / columns;
  let svg = '';
  for (let c = 0; c <= columns; c++) {
    const x = AREA.x + labelWidth + c * columnWidth;
    svg += line(x, AREA.y, x, AREA.y + AREA.height, context.ink, 0.5);
  }
  for (let r = 0; r < rows; r++) {
    const start = context.random.int(0, columns - 2);
    const length = context.random.int(1, columns - start);
    const y = AREA.y + r * rowHeight + 8;
    svg += textLines(AREA.x, y + 4, labelWidth - 20, context.ink);
    svg += rect(
      AREA.x + labelWidth + start * columnWidth + 2,
      y,
      length * columnWidth - 4,
      rowHeight - 16,
      color(context, r),
      4,
    );
  }
  return svg;
};

const org: Drawer = (context) => {
  const levels = context.count ?? 3;
  const levelHeight = AREA.height / levels;
  let svg = '';
  for (let level = 0; level < levels; level++) {
    const boxes = level === 0 ? 1 : Math.min(2 ** level + 1, 7);
    const boxWidth = Math.min(110, AREA.width / boxes - 14);
    const y = AREA.y + level * levelHeight + 6;
    const boxHeight = Math.min(44, levelHeight - 22);
    if (level > 0)
      svg += line(
        AREA.x + AREA.width / boxes / 2,
        y - 10,
        AREA.x + AREA.width - AREA.width / boxes / 2,
        y - 10,
        context.ink,
        2,
      );
    for (let b = 0; b < boxes; b++) {
      const cx = AREA.x + (AREA.width / boxes) * (b + 0.5);
      if (level > 0) svg += line(cx, y - 10, cx, y, context.ink, 2);
      svg += rect(cx - boxWidth / 2, y, boxWidth, boxHeight, color(context, level));
      if (level < levels - 1) svg += line(cx, y + boxHeight, cx, y + levelHeight - 4, context.ink, level === 0 ? 2 : 0);
    }
  }
  return svg;
};

const stacked = (context: DrawContext, widen: boolean): string => {
  const n = context.count ?? 4;
  const height = AREA.height / n;
  const cx = AREA.x + AREA.width / 2;
  const widthAt = (i: number) => (widen ? (i / n) * 420 : 420 - (i / n) * 300);
  return Array.from({ length: n }, (_, i) => {
    const y = AREA.y + i * height;
    const [topWidth, bottomWidth] = [widthAt(i), widthAt(i + 1)];
    return polygon(
      [
        [cx - topWidth / 2, y],
        [cx + topWidth / 2, y],
        [cx + bottomWidth / 2, y + height - 4],
        [cx - bottomWidth / 2, y + height - 4],
      ],
      color(context, i),
    );
  }).join('');
};

const cycle: Drawer = (context) => {
  const n = context.count ?? 5;
  const [cx, cy, radius] = [AREA.x + AREA.width / 2, AREA.y + AREA.height / 2, 88];
  return (
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${context.ink}" stroke-width="3" stroke-dasharray="8 6"/>` +
    Array.from({ length: n }, (_, i) => {
      const angle = (2 * Math.PI * i) / n - Math.PI / 2;
      return circle(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle), 30, color(context, i));
    }).join('')
  );
};

const venn: Drawer = (context) => {
  const n = context.count ?? 3;
  const [cx, cy] = [AREA.x + AREA.width / 2, AREA.y + AREA.height / 2];
  return Array.from({ length: n }, (_, i) => {
    const angle = (2 * Math.PI * i) / n - Math.PI / 2;
    return circle(cx + 55 * Math.cos(angle), cy + 50 * Math.sin(angle), 85, color(context, i), 0.6);
  }).join('');
};

const pie: Drawer = (context) => {
  const n = context.count ?? 5;
  const [cx, cy, r] = [AREA.x + 170, AREA.y + AREA.height / 2, 105];
  const weights = Array.from({ length: n }, () => context.random.int(2, 8));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let angle = -Math.PI / 2;
  const segments = weights.map((weight, i) => {
    const next = angle + (2 * Math.PI * weight) / total;
    const large = next - angle > Math.PI ? 1 : 0;
    const path = `<path d="M${cx},${cy} L${fixed(cx + r * Math.cos(angle))},${fixed(cy + r * Math.sin(angle))} A${r},${r} 0 ${large} 1 ${fixed(cx + r * Math.cos(next))},${fixed(cy + r * Math.sin(next))} Z" fill="${color(context, i)}"/>`;
    angle = next;
    return path;
  });
  // Without a segment count the chart is a donut.
  const hole = context.count === undefined ? circle(cx, cy, 50, '#ffffff') : '';
  const legend = weights
    .map(
      (_, i) =>
        rect(AREA.x + 330, AREA.y + 20 + i * 26, 16, 16, color(context, i), 3) +
        textLines(AREA.x + 356, AREA.y + 22 + i * 26, 150, context.ink),
    )
    .join('');
  return segments.join('') + hole + legend;
};

const bar: Drawer = (context) => {
  const n = context.count ?? 6;
  const width = (AREA.width - 40) / n;
  const baseline = AREA.y + AREA.height;
  return (
    line(AREA.x + 20, baseline, AREA.x + AREA.width, baseline, context.ink, 2) +
    Array.from({ length: n }, (_, i) => {
      const height = context.random.int(40, AREA.height - 10);
      return rect(AREA.x + 30 + i * width, baseline - height, width - 16, height, color(context, i), 3);
    }).join('')
  );
};

const dashboard: Drawer = (context) => {
  const [w, h] = [AREA.width / 2 - 10, AREA.height / 2 - 10];
  const tile = (x: number, y: number) => rect(x, y, w, h, context.ink, 8).replace('/>', ' fill-opacity="0.12"/>');
  const [x1, x2, y1, y2] = [AREA.x, AREA.x + w + 20, AREA.y, AREA.y + h + 20];
  const bars = Array.from({ length: 5 }, (_, i) => {
    const height = context.random.int(20, h - 30);
    return rect(x1 + 20 + i * 48, y1 + h - 10 - height, 32, height, color(context, i), 3);
  }).join('');
  const points = Array.from(
    { length: 7 },
    (_, i) => `${fixed(x2 + 20 + i * 38)},${fixed(y1 + h - 20 - context.random.int(0, h - 50))}`,
  ).join(' ');
  const trend = `<polyline points="${points}" fill="none" stroke="${color(context, 1)}" stroke-width="4"/>`;
  const gauge = `<path d="M${x1 + 70},${y2 + h - 20} A70,70 0 0 1 ${x1 + 210},${y2 + h - 20}" fill="none" stroke="${color(context, 2)}" stroke-width="18"/>`;
  const kpi = rect(x2 + 30, y2 + 30, 120, 40, color(context, 3)) + textLines(x2 + 30, y2 + 85, 200, context.ink);
  return tile(x1, y1) + tile(x2, y1) + tile(x1, y2) + tile(x2, y2) + bars + trend + gauge + kpi;
};

const matrix: Drawer = (context) => {
  const [w, h] = [AREA.width / 2 - 6, AREA.height / 2 - 6];
  return [0, 1, 2, 3]
    .map((i) => {
      const x = AREA.x + (i % 2) * (w + 12);
      const y = AREA.y + Math.floor(i / 2) * (h + 12);
      return rect(x, y, w, h, color(context, i)) + textLines(x + 20, y + h - 40, w - 60, '#ffffff');
    })
    .join('');
};

/** Irregular closed shape around a centre, standing for a country or continent. */
const blob = (context: DrawContext, cx: number, cy: number, size: number, fill: string) => {
  const points = Array.from({ length: 9 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 9;
    const r = size * (0.65 + context.random.next() * 0.5);
    return [cx + r * Math.cos(angle) * 1.3, cy + r * Math.sin(angle)] as [number, number];
  });
  return polygon(points, fill).replace('/>', ` stroke="#ffffff" stroke-width="2" stroke-linejoin="round"/>`);
};

const map: Drawer = (context) => {
  const regions = 7;
  let svg = '';
  for (let i = 0; i < regions; i++) {
    const cx = AREA.x + 60 + context.random.int(0, AREA.width - 120);
    const cy = AREA.y + 40 + context.random.int(0, AREA.height - 80);
    svg += blob(context, cx, cy, context.random.int(30, 60), color(context, i));
  }
  for (let i = 0; i < 3; i++) {
    const x = AREA.x + 80 + context.random.int(0, AREA.width - 160);
    const y = AREA.y + 50 + context.random.int(0, AREA.height - 100);
    svg += circle(x, y, 9, '#d62828') + circle(x, y, 3.5, '#ffffff');
  }
  return svg;
};

const icons: Drawer = (context) => {
  const [columns, rows] = [8, 3];
  const size = 52;
  const gapX = (AREA.width - columns * size) / (columns - 1);
  const gapY = (AREA.height - rows * size) / (rows - 1);
  let svg = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const x = AREA.x + c * (size + gapX);
      const y = AREA.y + r * (size + gapY);
      const i = r * columns + c;
      svg +=
        rect(x, y, size, size, color(context, i), 12) +
        (i % 2 === 0
          ? circle(x + size / 2, y + size / 2, 12, '#ffffff')
          : rect(x + 15, y + 15, size - 30, size - 30, '#ffffff', 3));
    }
  }
  return svg;
};

export const DRAWERS: Record<Drawing, Drawer> = {
  process,
  chevron,
  timeline,
  gantt,
  org,
  pyramid: (context) => stacked(context, true),
  funnel: (context) => stacked(context, false),
  cycle,
  venn,
  pie,
  bar,
  dashboard,
  matrix,
  map,
  icons,
};
