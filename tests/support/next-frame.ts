/**
 * Two of the page's frames: the tasks a tap or an answer set off before them have run, and what they
 * changed has been rendered. For "and nothing follows": a turn of the page's own loop, not a time.
 */
export const nextFrames = (): Promise<void> =>
  new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(() => painted())));
