#!/usr/bin/env bash
# setup.sh - Gradescope's setup of the autograder: install what grading
# needs on its Ubuntu image and build the toolkit unpacked beside this
# file (in /autograder/source/yut); see yut-grading(7).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq build-essential libcrypt-dev bats perl python3 >/dev/null
make -C "$here/yut" -j 2 bin/yut-drive bin/yut-move bin/yut-play bin/yut-referee
