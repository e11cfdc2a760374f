@echo off
rem The `talent` command of the installed Talent Index app (Windows): the app's own binary with
rem --talent-cli, which its main entry runs as the command line instead of the desktop app (the
rem binary's RunAsNode fuse is off). Add this folder to PATH to use it.
setlocal
"%~dp0..\..\Talent Index.exe" --talent-cli %*
exit /b %ERRORLEVEL%
