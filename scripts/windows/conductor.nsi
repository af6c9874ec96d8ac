; Conductor's installer: pynsist's template (pyapp.nsi) and what a judge's laptop needs beside it (DESIGN §4k):
; the inbound firewall rule for Conductor's Python on private networks, so phones in the hall reach the game server
; without Windows' question (added when the installer runs elevated: an administrator's account; a standard
; account's install goes on without it, and `conductor doctor` gives the command), removed by the uninstaller.
; scripts/build_windows.py fills it and adds /D=DIR to the command line pynsist's multi-user .onInit reads.
[% extends "pyapp.nsi" %]

[% block install_commands %]
[[ super() ]]
  DetailPrint "Windows Firewall: letting phones on private networks reach Conductor's game server..."
  nsExec::ExecToLog 'netsh advfirewall firewall delete rule name="Conductor" dir=in program="$INSTDIR\Python\python.exe"'
  Pop $0
  nsExec::ExecToLog 'netsh advfirewall firewall add rule name="Conductor" dir=in action=allow program="$INSTDIR\Python\python.exe" enable=yes profile=private'
  Pop $0
[% endblock install_commands %]

[% block uninstall_commands %]
[[ super() ]]
  nsExec::ExecToLog 'netsh advfirewall firewall delete rule name="Conductor" dir=in program="$INSTDIR\Python\python.exe"'
  Pop $0
[% endblock uninstall_commands %]
