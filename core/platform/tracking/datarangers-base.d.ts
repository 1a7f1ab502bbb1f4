// The SDK ships types for its main entry only; the base build exports the same Collector.
declare module '@datarangers/sdk-javascript/es/index-base.min.js' {
  export * from '@datarangers/sdk-javascript';
  export { default } from '@datarangers/sdk-javascript';
}
