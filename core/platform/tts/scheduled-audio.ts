import { TTS_PLAYBACK_SAMPLE_RATE } from './pcm.ts';

/** Lead before a buffer starts, so one scheduled "now" is not already late when the thread gets to it. */
export const SCHEDULE_LEAD_SECONDS = 0.05;

export interface ScheduledAudioEvents {
  /** The first buffer is scheduled: the reader hears audio. */
  onPlaying(): void;
  /** finish() was called and every scheduled buffer has played. */
  onEnded(): void;
}

/**
 * Chunks of samples played back to back on one AudioContext (protocols.md §2.6): each buffer starts
 * where the previous one ends (`nextStart`), rather than on the previous one's `ended`, which leaves
 * gaps. Buffers are made at the playback rate of spec 2 §9 (22050; the worker resampled them) and the
 * context resamples them to the device's rate. Nothing plays before begin().
 */
export class ScheduledAudio {
  private readonly waiting: Float32Array[] = [];
  private readonly sources = new Set<AudioBufferSourceNode>();
  private nextStart = 0;
  private begun = false;
  private finished = false;
  private stopped = false;
  private playing = false;
  scheduledBuffers = 0;
  scheduledSamples = 0;

  constructor(
    private readonly context: AudioContext,
    private readonly events: ScheduledAudioEvents,
  ) {}

  enqueue(samples: Float32Array): void {
    if (this.stopped || !samples.length) return;
    if (this.begun) this.schedule(samples);
    else this.waiting.push(samples);
  }

  begin(): void {
    if (this.begun || this.stopped) return;
    this.begun = true;
    this.nextStart = this.context.currentTime + SCHEDULE_LEAD_SECONDS;
    for (const samples of this.waiting.splice(0)) this.schedule(samples);
    this.checkEnded();
  }

  /** No more samples will come. */
  finish(): void {
    this.finished = true;
    this.checkEnded();
  }

  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
    for (const source of this.sources) {
      source.stop();
      source.disconnect();
    }
    this.sources.clear();
  }

  private schedule(samples: Float32Array): void {
    const buffer = this.context.createBuffer(1, samples.length, TTS_PLAYBACK_SAMPLE_RATE);
    buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0);
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.context.destination);
    const start = Math.max(this.nextStart, this.context.currentTime + SCHEDULE_LEAD_SECONDS);
    source.start(start);
    this.nextStart = start + buffer.duration;
    this.sources.add(source);
    this.scheduledBuffers++;
    this.scheduledSamples += samples.length;
    source.addEventListener('ended', () => {
      if (this.stopped) return;
      this.sources.delete(source);
      source.disconnect();
      this.checkEnded();
    });
    if (!this.playing) {
      this.playing = true;
      this.events.onPlaying();
    }
  }

  private checkEnded(): void {
    if (this.begun && this.finished && !this.stopped && this.sources.size === 0) {
      this.stopped = true;
      this.events.onEnded();
    }
  }
}
