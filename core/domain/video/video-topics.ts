/** Spec 2 §2: the video tab's topic chips: all, then each #topic# in the order its videos appear. */
export const ALL_TOPICS = null;

/** Issue 32: the address's parameter naming the topic chosen (a chip is a link to it, which the server renders). */
export const VIDEO_TOPIC_QUERY = 'topic';

/** The topic the address names when the tab's videos have it; else all (a stale or foreign name shows everything). */
export function topicOfAddress(search: string, topics: readonly string[]): string | null {
  const named = new URLSearchParams(search).get(VIDEO_TOPIC_QUERY);
  const name = named === null ? '' : stripHashes(named);
  return name && topics.includes(name) ? name : ALL_TOPICS;
}

/** The topics of the loaded videos, each once, in order of first appearance (blank names left out). */
export function topicsOf(items: readonly { belongTopicName?: string | null }[]): string[] {
  const seen = new Set<string>();
  for (const item of items) {
    const name = typeof item.belongTopicName === 'string' ? stripHashes(item.belongTopicName) : '';
    if (name) seen.add(name);
  }
  return [...seen];
}

/** A topic name may come with its hashes (#长沙美食#) or without: compared and shown without them. */
export function stripHashes(name: string): string {
  return name.trim().replace(/^#+|#+$/g, '').trim();
}

/** Whether an item is under the chosen topic (null: all). */
export function inTopic(item: { belongTopicName?: string | null }, topic: string | null): boolean {
  return topic === ALL_TOPICS || (typeof item.belongTopicName === 'string' && stripHashes(item.belongTopicName) === topic);
}
