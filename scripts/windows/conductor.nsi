; Conductor's installer: pynsist's template (pyapp.nsi) and what a judge's laptop needs beside it (DESIGN §4k):
; the inbound firewall rule for Conductor's Python on private networks, so phones in the hall reach the game server
; without Windows' question (added when the installer runs elevated: an administrator's account; a standard
; account's install goes on without it, and `conductor doctor` gives the command), removed by the uninstaller.
; Its pages in Catalan, Spanish or English, as Windows' display language is (NSIS picks the one that matches; English
; otherwise). scripts/build_windows.py fills it and adds /D=DIR to the command line pynsist's multi-user .onInit reads.
[% extends "pyapp.nsi" %]

[% block modernui %]
; Modern UI installer stuff (pynsist's, with three languages)
!include "MUI2.nsh"
!define MUI_ABORTWARNING
!define MUI_ICON "[[icon]]"
!define MUI_UNICON "[[icon]]"

; UI pages
!insertmacro MUI_PAGE_WELCOME
[% if license_file %]
!insertmacro MUI_PAGE_LICENSE [[license_file]]
[% endif %]
!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Catalan"
!insertmacro MUI_LANGUAGE "Spanish"
; NSIS's Catalan has no words for the multi-user page (English would stand in): ours
LangString MULTIUSER_TEXT_INSTALLMODE_TITLE ${LANG_CATALAN} "Trieu els usuaris"
LangString MULTIUSER_TEXT_INSTALLMODE_SUBTITLE ${LANG_CATALAN} "Trieu per a quins usuaris voleu instal·lar $(^NameDA)."
LangString MULTIUSER_INNERTEXT_INSTALLMODE_TOP ${LANG_CATALAN} "Trieu si voleu instal·lar $(^NameDA) només per a vós o per a tots els usuaris d'aquest ordinador. $(^ClickNext)"
LangString MULTIUSER_INNERTEXT_INSTALLMODE_ALLUSERS ${LANG_CATALAN} "Instal·la-ho per a tothom qui faci servir aquest ordinador"
LangString MULTIUSER_INNERTEXT_INSTALLMODE_CURRENTUSER ${LANG_CATALAN} "Instal·la-ho només per a mi"
[% endblock modernui %]

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
  ; pynsist's _system_path.py leaves HKCU\Environment's PATH empty when Conductor's bin was all it held (it made it):
  ; an empty PATH is nobody's, so it goes
  ClearErrors
  ReadRegStr $0 HKCU "Environment" "PATH"
  IfErrors conductor_path_done
  StrCmp $0 "" 0 conductor_path_done
    DeleteRegValue HKCU "Environment" "PATH"
  conductor_path_done:
  nsExec::ExecToLog 'netsh advfirewall firewall delete rule name="Conductor" dir=in program="$INSTDIR\Python\python.exe"'
  Pop $0
[% endblock uninstall_commands %]
