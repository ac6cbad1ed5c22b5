#!/usr/bin/env bash
# Regenerates the spoken digits of the audio captcha (lib/backend/security/captcha-voice/<lang>/<digit>.wav):
# espeak-ng speaks each digit in Mandarin, English and Japanese; sox trims the silence and stores
# 8 kHz, 16-bit mono PCM, the format lib/backend/security/captcha-audio.ts reads (and plays differently every time).
# Needs Debian's espeak-ng and sox: apt-get install -y espeak-ng sox
set -euo pipefail
out="$(dirname "$0")/../lib/backend/security/captcha-voice"
declare -A voice=([zh-tw]=cmn [en]=en-us [ja]=ja)
zh=(零 一 二 三 四 五 六 七 八 九)
en=(zero one two three four five six seven eight nine)
ja=(ぜろ いち に さん よん ご ろく なな はち きゅう)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for lang in zh-tw en ja; do
  mkdir -p "$out/$lang"
  for digit in 0 1 2 3 4 5 6 7 8 9; do
    case $lang in zh-tw) word=${zh[$digit]} ;; en) word=${en[$digit]} ;; ja) word=${ja[$digit]} ;; esac
    espeak-ng -v "${voice[$lang]}" -s 130 -w "$tmp/raw.wav" "$word"
    sox "$tmp/raw.wav" -c 1 -b 16 -e signed-integer "$out/$lang/$digit.wav" gain -6 rate 8000 silence 1 0.02 1% reverse silence 1 0.02 1% reverse gain -n -1
  done
done
