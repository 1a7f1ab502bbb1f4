#!/usr/bin/env bash
# Makes the local CMS's committed media (no internet): a short HLS VOD, the segments the looping
# live stream cycles through, and the 'today headlines' audio. Needs ffmpeg (apt-get install ffmpeg).
set -euo pipefail
out="$(dirname "$0")/../cms/media"
rm -rf "$out/hls" "$out/audio" "$out/video" && mkdir -p "$out/hls/vod" "$out/hls/live" "$out/audio" "$out/video"
common=(-hide_banner -loglevel error -y)
# VOD: 8 s, 320x180, H.264 + AAC, 2 s segments.
ffmpeg "${common[@]}" -f lavfi -i "testsrc=size=320x180:rate=25:duration=8" -f lavfi -i "sine=frequency=440:duration=8" \
  -c:v libx264 -pix_fmt yuv420p -profile:v baseline -g 50 -b:v 150k -c:a aac -b:a 48k -ac 1 \
  -hls_time 2 -hls_playlist_type vod -hls_segment_filename "$out/hls/vod/seg%d.ts" "$out/hls/vod/index.m3u8"
# Live: 6 segments of 2 s the server serves as an endless sliding window (cms/routes/media.ts).
# Video only: AAC frames do not end on the 2 s boundaries, and the small audio gaps at each segment
# (harmless in the VOD) stall hls.js at a live stream's start and at each wrap.
ffmpeg "${common[@]}" -f lavfi -i "testsrc2=size=320x180:rate=25:duration=12" \
  -c:v libx264 -pix_fmt yuv420p -profile:v baseline -g 50 -b:v 150k -an \
  -hls_time 2 -hls_playlist_type vod -hls_segment_filename "$out/hls/live/seg%d.ts" "$out/hls/live/source.m3u8"
rm "$out/hls/live/source.m3u8"
# MP4: 6 s, 320x180, progressive with its index first (faststart), for the MP4 player.
ffmpeg "${common[@]}" -f lavfi -i "smptebars=size=320x180:rate=25:duration=6" -f lavfi -i "sine=frequency=330:duration=6" \
  -c:v libx264 -pix_fmt yuv420p -profile:v baseline -g 50 -b:v 120k -c:a aac -b:a 48k -ac 1 -movflags +faststart "$out/video/city-clip.mp4"
# Audio: 12 s of a soft chime, mono MP3.
ffmpeg "${common[@]}" -f lavfi -i "sine=frequency=523:duration=12" -af "volume=0.3,afade=t=in:d=1,afade=t=out:st=11:d=1" \
  -c:a libmp3lame -b:a 32k -ac 1 "$out/audio/today-headlines.mp3"
du -sh "$out"
