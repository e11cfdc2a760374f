#!/bin/bash
# deb after-install (electron-builder template variables): the app and the talent command on PATH.
ln -sf '/opt/${sanitizedProductName}/${executable}' '/usr/bin/${executable}'
ln -sf '/opt/${sanitizedProductName}/resources/bin/talent' '/usr/bin/talent'

# Chromium's SUID sandbox helper, only where unprivileged user namespaces are unavailable.
if ! { [[ -L /proc/self/ns/user ]] && unshare --user true; }; then
  chmod 4755 '/opt/${sanitizedProductName}/chrome-sandbox' || true
else
  chmod 0755 '/opt/${sanitizedProductName}/chrome-sandbox' || true
fi

if hash update-desktop-database 2>/dev/null; then
  update-desktop-database /usr/share/applications || true
fi
