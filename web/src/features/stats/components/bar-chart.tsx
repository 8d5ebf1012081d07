import { numberFormat } from '@surcos/contracts/intl';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { texts } from '@surcos/contracts/texts';

// Only what bar charts use, so the rest of Chart.js is shaken out of this page's chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChartProps {
  /** Names the one series for the tooltip. */
  label: string;
  labels: readonly string[];
  values: readonly number[];
  /** In pixels: the chart's placeholder is as tall, so nothing moves when it is drawn. */
  height: number;
  /** Bars grow sideways: long names (artists, labels) stay readable on a phone. */
  isHorizontal?: boolean;
}

const localNumbers = () => numberFormat();

/**
 * One bar chart on a canvas, coloured from the theme's custom properties.
 * The canvas is hidden from assistive technology: the figure around it
 * carries the same data as a table.
 */
export function BarChart({ label, labels, values, height, isHorizontal = false }: BarChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    // Without a 2D context (an environment with no canvas) the table alone carries the data.
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    // A token is light-dark(light, dark): read as the colour it gives here, through the canvas's own `color`.
    const color = (name: string) => {
      canvas.style.color = `var(${name})`;
      const resolved = getComputedStyle(canvas).color;
      canvas.style.color = '';
      return resolved || undefined;
    };
    const valueAxis = {
      beginAtZero: true,
      ticks: { color: color('--fg-muted'), precision: 0 },
      grid: { color: color('--line') },
    };
    const nameAxis = { ticks: { color: color('--fg-muted') }, grid: { display: false } };
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: [
          {
            label,
            data: [...values],
            backgroundColor: color('--accent'),
            borderRadius: 4,
            maxBarThickness: 32,
          },
        ],
      },
      options: {
        indexAxis: isHorizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion ? false : { duration: 300 },
        locale: texts.locale,
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) =>
                `${label}: ${localNumbers().format(item.parsed[isHorizontal ? 'x' : 'y'] ?? 0)}`,
            },
          },
        },
        scales: isHorizontal ? { x: valueAxis, y: nameAxis } : { x: nameAxis, y: valueAxis },
      },
    });
    return () => chart.destroy();
  }, [label, labels, values, isHorizontal]);

  return (
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvasRef} aria-hidden="true" />
    </div>
  );
}
