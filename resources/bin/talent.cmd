@echo off
rem The `talent` command of the installed Talent Index app (Windows): the apps own Electron binary
rem run as plain Node on the command line the app ships unpacked. Add this folder to PATH to use it.
setlocal
set ELECTRON_RUN_AS_NODE=1
"%~dp0..\..\Talent Index.exe" "%~dp0..\app.asar.unpacked\out\main\talent.js" %*
exit /b %ERRORLEVEL%
