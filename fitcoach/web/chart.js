// Charts drawn by the client as SVG: no library, no CDN, nothing to download, and they
// follow the page's colours (light and dark) through CSS classes. Each chart is drawn at the
// pixel width of its container, so text stays the same size on a phone and a desktop, and
// each carries a text alternative (role="img" + aria-label, and a data table for readers).

import { h } from "./dom.js";
import { formatNumber, formatShortDate } from "./ui.js";

const NS = "http://www.w3.org/2000/svg";

function s(tag, attrs, ...children) {
  const el = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value !== null && value !== undefined) el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined) continue;
    el.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return el;
}

/** Round axis steps (1, 2, 2.5, 5 × 10^n) covering [lo, hi] in about `count` steps. */
export function niceTicks(lo, hi, count = 4) {
  if (hi === lo) {
    hi = lo + 1;
    lo = Math.max(0, lo - 1);
  }
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((m) => m >= raw) || raw;
  const ticks = [];
  for (let v = Math.floor(lo / step) * step; v <= hi + step * 0.001; v += step) ticks.push(Number(v.toFixed(6)));
  if (ticks[ticks.length - 1] < hi) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}

function widthOf(container) {
  return Math.max(260, Math.floor(container.getBoundingClientRect().width || 320));
}

/** Lines over dates. series: [{name, cls, points: [{x: "YYYY-MM-DD", y}]}]. */
export function drawLineChart(container, { series, unit, label }) {
  const width = widthOf(container);
  const height = 200;
  const pad = { left: 44, right: 12, top: 12, bottom: 28 };
  const all = series.flatMap((line) => line.points);
  const dates = [...new Set(all.map((p) => p.x))].sort();
  const values = all.map((p) => p.y);
  const ticks = niceTicks(Math.min(...values) * 0.9, Math.max(...values) * 1.05);
  const lo = ticks[0];
  const hi = ticks[ticks.length - 1];
  const x = (date) => {
    if (dates.length === 1) return (pad.left + width - pad.right) / 2;
    return pad.left + (dates.indexOf(date) / (dates.length - 1)) * (width - pad.left - pad.right);
  };
  const y = (v) => pad.top + (1 - (v - lo) / (hi - lo || 1)) * (height - pad.top - pad.bottom);

  const grid = ticks.map((t) =>
    s("g", { class: "tick" },
      s("line", { x1: pad.left, x2: width - pad.right, y1: y(t), y2: y(t) }),
      s("text", { x: pad.left - 6, y: y(t) + 4, "text-anchor": "end" }, formatNumber(t, 0))));
  const shown = dates.length <= 3 ? dates : [dates[0], dates[Math.floor((dates.length - 1) / 2)], dates[dates.length - 1]];
  // The outer labels hug the plot's edges so they are never cut off.
  const anchor = (d) => (shown.length === 1 ? "middle" : d === shown[0] ? "start" : d === shown[shown.length - 1] ? "end" : "middle");
  const xLabels = shown.map((d) => s("text", { class: "x-label", x: x(d), y: height - 8, "text-anchor": anchor(d) }, formatShortDate(d)));
  const lines = series.map((line) => {
    const points = [...line.points].sort((a, b) => (a.x < b.x ? -1 : 1));
    const path = points.map((p, i) => `${i ? "L" : "M"}${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`).join(" ");
    return s("g", { class: `series ${line.cls}` },
      points.length > 1 ? s("path", { d: path }) : null,
      points.map((p) => s("circle", { cx: x(p.x), cy: y(p.y), r: 4 },
        s("title", {}, `${line.name}: ${formatNumber(p.y)} ${unit} on ${formatShortDate(p.x)}`))));
  });
  const svg = s("svg", { class: "chart line-chart", viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "aria-label": label },
    grid, xLabels, lines);
  const legend = h("ul", { class: "legend" }, series.map((line) => h("li", { class: line.cls, text: line.name })));
  const table = h("div", { class: "visually-hidden" }, h("table", {},
    h("caption", { text: label }),
    h("tr", {}, h("th", { text: "Date" }), series.map((line) => h("th", { text: `${line.name} (${unit})` }))),
    dates.map((d) => h("tr", {}, h("td", { text: formatShortDate(d) }),
      series.map((line) => h("td", { text: formatNumber((line.points.find((p) => p.x === d) || {}).y ?? "") }))))));
  container.replaceChildren(svg, legend, table);
  return svg;
}

/** Horizontal bars against a target band. rows: [{label, value, previous?}], band: [low,
 * high]; `previous` (e.g. last week) is drawn as a thin bar under the main one. */
export function drawBandBars(container, { rows, band, label, unit }) {
  const width = widthOf(container);
  const rowHeight = 30;
  const pad = { left: 96, right: 40, top: 22, bottom: 6 };
  const height = pad.top + rows.length * rowHeight + pad.bottom;
  const max = Math.max(band[1] + 4, ...rows.map((r) => Math.max(r.value, r.previous || 0)));
  const x = (v) => pad.left + (v / max) * (width - pad.left - pad.right);
  const bandRect = s("g", { class: "band" },
    s("rect", { x: x(band[0]), y: pad.top - 4, width: x(band[1]) - x(band[0]), height: rows.length * rowHeight + 4 }),
    s("text", { x: (x(band[0]) + x(band[1])) / 2, y: 14, "text-anchor": "middle" }, `${band[0]}–${band[1]} target`));
  const bars = rows.map((row, i) => {
    const top = pad.top + i * rowHeight;
    const state = row.value < band[0] ? "under" : row.value > band[1] ? "over" : "in";
    return s("g", { class: `bar ${state}` },
      s("text", { class: "bar-label", x: pad.left - 8, y: top + 16, "text-anchor": "end" }, row.label),
      s("rect", { x: pad.left, y: top + 4, width: Math.max(2, x(row.value) - pad.left), height: 15, rx: 3 },
        s("title", {}, `${row.label}: ${formatNumber(row.value)} ${unit}`)),
      row.previous === undefined ? null : s("rect", { class: "previous", x: pad.left, y: top + 21, width: Math.max(2, x(row.previous) - pad.left), height: 5, rx: 2 },
        s("title", {}, `${row.label}, the week before: ${formatNumber(row.previous)} ${unit}`)),
      s("text", { class: "bar-value", x: x(row.value) + 6, y: top + 16 }, formatNumber(row.value)));
  });
  const svg = s("svg", { class: "chart band-bars", viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "aria-label": label },
    bandRect, bars);
  container.replaceChildren(svg);
  return svg;
}
