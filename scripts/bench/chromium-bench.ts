import { chromium, type Browser } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../chromium.config.ts";
import { buildAndServe, type ServedApp } from "./serve-app.ts";

/** A `--name=value` argument of the benchmark's command line. */
export const benchOption = (name: string): string | undefined =>
  process.argv
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3);

/**
 * Runs a benchmark in Chromium against a fresh build served with the local CMS, closes both, and
 * exits with the code `run` returns (1: a goal not met; 2: the benchmark itself failed).
 */
export function runChromiumBench(
  run: (browser: Browser, app: ServedApp) => Promise<number>,
): void {
  const main = async () => {
    console.log("building the app and starting the local CMS…");
    const app = await buildAndServe();
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      return await run(browser, app);
    } finally {
      await browser.close();
      await app.stop();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
