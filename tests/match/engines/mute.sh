#!/bin/sh
# A program that does not speak UCI at all.
sleep 30
