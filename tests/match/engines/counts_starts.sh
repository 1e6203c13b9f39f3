#!/bin/sh
# Adds a line to the file $HR_ENGINE_STARTS each time it is started, then becomes the
# engine $HR_ENGINE_INNER: how a test counts the processes a match started.
echo started >> "$HR_ENGINE_STARTS"
exec "$HR_ENGINE_INNER"
