/** What a page reports once it is idle, in one chunk: what it left out (render reports) and how fast it was (field data). */
export { browserRenderReportPorts, startRenderReports } from './render-reports.ts';
export { startFieldVitals } from './field-vitals-browser.ts';
