#!/bin/bash
# deb after-remove: the links after-install.sh made.
rm -f '/usr/bin/${executable}' '/usr/bin/talent'
