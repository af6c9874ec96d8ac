"""What `conductor doctor` tells a judge on Windows about phones reaching the laptop (doctor/windows_network.py):
the network's profile, the firewall's rule for Conductor's Python and the address phones should use, each with
the command that fixes it."""

MESSAGES: dict[str, dict[str, str]] = {
    "doctor.win_profile_ok": {
        "en": "Windows network: {alias} is a private network",
        "ca": "Xarxa de Windows: {alias} és una xarxa privada",
        "es": "Red de Windows: {alias} es una red privada"},
    "doctor.win_profile_public": {
        "en": "Windows network: {alias} is a public network, and Windows lets no phone in on it",
        "ca": "Xarxa de Windows: {alias} és una xarxa pública, i Windows no hi deixa entrar cap mòbil",
        "es": "Red de Windows: {alias} es una red pública, y Windows no deja entrar ningún móvil en ella"},
    "doctor.win_profile_unknown": {
        "en": "Windows network: Windows did not say whether the network is private or public",
        "ca": "Xarxa de Windows: Windows no ha dit si la xarxa és privada o pública",
        "es": "Red de Windows: Windows no ha dicho si la red es privada o pública"},
    "doctor.win_profile_do": {
        "en": "if this is the hall's network, in PowerShell as administrator: {fix} (or Settings → Network → "
              "the network → Private)",
        "ca": "si és la xarxa de la sala, al PowerShell com a administrador: {fix} (o Configuració → Xarxa → "
              "la xarxa → Privada)",
        "es": "si es la red de la sala, en PowerShell como administrador: {fix} (o Configuración → Red → "
              "la red → Privada)"},
    "doctor.win_firewall_ok": {
        "en": "Windows Firewall: phones may reach Conductor on private networks",
        "ca": "Tallafoc de Windows: els mòbils poden arribar al Conductor a les xarxes privades",
        "es": "Firewall de Windows: los móviles pueden llegar a Conductor en las redes privadas"},
    "doctor.win_firewall_none": {
        "en": "Windows Firewall: no rule lets phones reach {program}; Windows will ask the first time the game "
              "serves phones (answer Allow, private networks)",
        "ca": "Tallafoc de Windows: cap regla deixa arribar els mòbils a {program}; Windows ho preguntarà el primer "
              "cop que la partida serveixi mòbils (responeu Permet, xarxes privades)",
        "es": "Firewall de Windows: ninguna regla deja llegar los móviles a {program}; Windows lo preguntará la "
              "primera vez que la partida sirva móviles (responded Permitir, redes privadas)"},
    "doctor.win_firewall_blocked": {
        "en": "Windows Firewall: a rule blocks {program} (Windows' question was answered Cancel once): no phone "
              "can join",
        "ca": "Tallafoc de Windows: una regla bloqueja {program} (algú va respondre Cancel·la a la pregunta de "
              "Windows): cap mòbil no hi pot entrar",
        "es": "Firewall de Windows: una regla bloquea {program} (alguien respondió Cancelar a la pregunta de "
              "Windows): ningún móvil puede entrar"},
    "doctor.win_firewall_do": {
        "en": "in a terminal as administrator: {fix}",
        "ca": "en un terminal com a administrador: {fix}",
        "es": "en un terminal como administrador: {fix}"},
    "doctor.win_address_ok": {
        "en": "Address for phones: {url} ({alias})",
        "ca": "Adreça per als mòbils: {url} ({alias})",
        "es": "Dirección para los móviles: {url} ({alias})"},
    "doctor.win_address_other": {
        "en": "Address for phones: {url} ({alias}), but the game would show {shown}, a virtual adapter's or a VPN's",
        "ca": "Adreça per als mòbils: {url} ({alias}), però la partida mostraria {shown}, d'un adaptador virtual o "
              "d'una VPN",
        "es": "Dirección para los móviles: {url} ({alias}), pero la partida mostraría {shown}, de un adaptador "
              "virtual o de una VPN"},
    "doctor.win_address_other_do": {
        "en": "disconnect the VPN, or start the game with: {fix}",
        "ca": "desconnecteu la VPN, o engegueu la partida amb: {fix}",
        "es": "desconectad la VPN, o iniciad la partida con: {fix}"},
    "doctor.win_address_virtual": {
        "en": "Address for phones: only a virtual adapter or a VPN has a gateway; phones may not reach this laptop",
        "ca": "Adreça per als mòbils: només un adaptador virtual o una VPN té passarel·la; pot ser que els mòbils "
              "no arribin a aquest ordinador",
        "es": "Dirección para los móviles: solo un adaptador virtual o una VPN tiene puerta de enlace; puede que "
              "los móviles no lleguen a este ordenador"},
    "doctor.win_address_none": {
        "en": "Address for phones: this laptop is on no network with a gateway",
        "ca": "Adreça per als mòbils: aquest ordinador no és a cap xarxa amb passarel·la",
        "es": "Dirección para los móviles: este ordenador no está en ninguna red con puerta de enlace"},
    "doctor.win_address_do": {
        "en": "connect to the hall's Wi-Fi (the phones' own) and disconnect any VPN",
        "ca": "connecteu-vos a la wifi de la sala (la dels mòbils) i desconnecteu qualsevol VPN",
        "es": "conectaos a la wifi de la sala (la de los móviles) y desconectad cualquier VPN"},
    "doctor.win_unknown": {
        "en": "Windows network: Windows did not answer ({error})",
        "ca": "Xarxa de Windows: Windows no ha respost ({error})",
        "es": "Red de Windows: Windows no ha respondido ({error})"},
    "doctor.win_unknown_do": {
        "en": "look by hand in PowerShell: Get-NetConnectionProfile (Private, not Public); and let phones in, as "
              "administrator: {fix}",
        "ca": "mireu-ho a mà al PowerShell: Get-NetConnectionProfile (Private, no Public); i deixeu entrar els "
              "mòbils, com a administrador: {fix}",
        "es": "miradlo a mano en PowerShell: Get-NetConnectionProfile (Private, no Public); y dejad entrar los "
              "móviles, como administrador: {fix}"},
}
