/**
 * Tooltips on a server-drawn ECharts chart's points. ECharts' server rendering marks each data
 * element of the SVG with its series and data index (`ecmeta_series_index`, `ecmeta_data_index`);
 * this gives each point of the named series its text twice: an SVG <title> (the browser's own
 * tooltip, also without JavaScript) and `data-tip`, which app/ui/tip-chart.tsx reads to show an
 * accessible tooltip on hover and from the keyboard. The texts come translated and are escaped here.
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `tips[series][dataIndex]` is the text of that point. */
export function withPointTips(svg: string, tips: Record<number, string[]>): string {
  return svg.replace(/<path ([^>]*?)ecmeta_series_index="(\d+)" ecmeta_data_index="(\d+)"([^>]*?)(\/?)>/g, (whole, before: string, series: string, index: string, after: string, selfClosing: string) => {
    // the legend's swatches carry the same marks, typed "legend": only the plotted points get a tip
    const text = / ecmeta_ssr_type="chart"/.test(` ${after}`) ? tips[Number(series)]?.[Number(index)] : undefined;
    if (text === undefined) return whole;
    const open = `<path ${before}ecmeta_series_index="${series}" ecmeta_data_index="${index}"${after} data-tip="${esc(text)}">`;
    return `${open}<title>${esc(text)}</title>${selfClosing ? '</path>' : ''}`;
  });
}
