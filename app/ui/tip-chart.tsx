/**
 * A chart drawn on the server (SVG) whose points carry their text in `data-tip` and an SVG <title>
 * (app/charts/point-tips.server.ts). Without JavaScript the drawing is as drawn and the browser
 * shows a point's <title> on hover. With it, the chart becomes one focusable element: pointing at
 * a point or moving through the points with the arrow keys (Home, End; Escape hides) shows the
 * point's text in a tooltip (role=tooltip, the chart described by it) and says it through a
 * polite live region. No charting library in the browser: it only reads what the server drew.
 */
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Tip {
  text: string;
  /** the point's centre, in px from the chart's top left corner */
  x: number;
  y: number;
}

const ACTIVE = 'tip-active';

/**
 * `svgNamed`: the SVG is an image with its own title and description (role=img inside it); the
 * wrapper then is no second image around it, only the focusable group of points once JavaScript runs.
 */
export function TipChart({ className, label, svg, svgNamed = false }: { className: string; label: string; svg: string; svgNamed?: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const at = useRef(-1);
  const [enhanced, setEnhanced] = useState(false);
  const [tip, setTip] = useState<Tip | null>(null);
  const tipId = useId();
  const tipRef = useRef<HTMLDivElement>(null);
  useEffect(() => setEnhanced(true), []);
  // the tooltip above its point (below it near the top), moved sideways to stay inside the chart, which clips what overflows it
  useLayoutEffect(() => {
    const box = tipRef.current;
    const chart = ref.current;
    if (!tip || !box || !chart) return;
    const half = box.offsetWidth / 2;
    const below = tip.y - box.offsetHeight - 12 < 0;
    box.style.left = `${Math.max(half + 2, Math.min(tip.x, chart.clientWidth - half - 2)) - half}px`;
    box.style.top = `${below ? tip.y + 12 : tip.y - box.offsetHeight - 12}px`;
  }, [tip]);

  /** The points, left to right (then top to bottom), as drawn now. */
  const points = () =>
    [...(ref.current?.querySelectorAll<SVGGraphicsElement>('[data-tip]') ?? [])]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .sort((a, b) => a.box.left - b.box.left || a.box.top - b.box.top);

  const clear = () => ref.current?.querySelectorAll(`.${ACTIVE}`).forEach((el) => el.classList.remove(ACTIVE));
  const show = (el: Element) => {
    const chart = ref.current;
    if (!chart) return;
    clear();
    el.classList.add(ACTIVE);
    const box = el.getBoundingClientRect();
    const frame = chart.getBoundingClientRect();
    setTip({ text: el.getAttribute('data-tip') ?? '', x: box.left + box.width / 2 - frame.left, y: box.top + box.height / 2 - frame.top });
  };
  const hide = () => {
    clear();
    setTip(null);
  };
  const move = (to: number) => {
    const list = points();
    if (!list.length) return;
    at.current = Math.max(0, Math.min(list.length - 1, to));
    show(list[at.current].el);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (e.key in steps) move(at.current < 0 ? 0 : at.current + steps[e.key]);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(points().length - 1);
    else if (e.key === 'Escape') hide();
    else return;
    e.preventDefault();
  };
  const onPointerOver = (e: PointerEvent) => {
    const el = (e.target as Element).closest?.('[data-tip]');
    if (!el) return;
    at.current = points().findIndex((p) => p.el === el);
    show(el);
  };
  const onPointerOut = (e: PointerEvent) => {
    if ((e.target as Element).closest?.('[data-tip]') && document.activeElement !== ref.current) hide();
  };

  return (
    <div className={className}>
      <div
        ref={ref}
        role={svgNamed ? (enhanced ? 'group' : undefined) : 'img'}
        aria-label={enhanced ? t('chartTips.chart', { label }) : svgNamed ? undefined : label}
        tabIndex={enhanced ? 0 : undefined}
        aria-describedby={tip ? tipId : undefined}
        onKeyDown={enhanced ? onKeyDown : undefined}
        onPointerOver={enhanced ? onPointerOver : undefined}
        onPointerOut={enhanced ? onPointerOut : undefined}
        onFocus={enhanced ? () => move(at.current < 0 ? 0 : at.current) : undefined}
        onBlur={enhanced ? hide : undefined}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      {tip ? (
        <div role="tooltip" id={tipId} ref={tipRef} className="chart-tip">
          {tip.text}
        </div>
      ) : null}
      {enhanced ? (
        <>
          <p className="chart-tip-hint">{t('chartTips.hint')}</p>
          <p className="visually-hidden" aria-live="polite">
            {tip?.text ?? ''}
          </p>
        </>
      ) : null}
    </div>
  );
}
