#!/bin/sh
# Formatting, lint and types at once: each is a single process, and one after the other they left
# the second core idle for over two minutes. Each prints what it finds; the step fails if any fails.
npm run -s format:check &
format=$!
npm run -s lint &
lint=$!
status=0
npm run -s typecheck || status=1
wait "$format" || status=1
wait "$lint" || status=1
exit "$status"
