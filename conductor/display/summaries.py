"""What the judge's console says after a command: a sentence in the judge's language, not the answer's keys.

The session answers with English keys (the headless JSON protocol keeps them); here each command's answer
is told as the judge would say it: "Ronda 1: faristol B O I X M E O; en queden 93 a la bossa."
"""

from __future__ import annotations

from ..reasons import in_language

SAY = {
    "ca": {
        "rack": "Ronda {round}: faristol {rack}{leftover}; en queden {bag} a la bossa.",
        "leftover": " (romanent {leftover}, tretes {drawn})",
        "rejected": " Retornats a la bossa: {racks}.",
        "no_legal_move": " Aquest faristol no té cap jugada possible: F1 en treu un altre.",
        "ended": "Partida acabada: {reason}.",
        "start": "Rellotge en marxa: {clock}.", "pause": "Rellotge aturat a {clock}.",
        "resume": "Rellotge en marxa: queden {clock}.", "adjust": "Rellotge a {clock}.",
        "time": "Temps! Ja no s'admeten jugades d'aquesta ronda.",
        "close": "Ronda {round} tancada amb {slips} paperetes; les que falten valdran 0.",
        "close_none": "Paperetes tancades.",
        "reveal": "Ronda {round}: jugada mestra {master}, {score} punts{ties}.{missing}",
        "ties": " ({ties} jugades empataven)", "missing": " Falten {n} paperetes.",
        "pick": "Jugada mestra triada: {picked}.",
        "warn": {"warning": "Taula {table}: advertiment.", "zero for this round": "Taula {table}: zero en aquesta ronda.",
                 "expelled": "Taula {table}: expulsat de la partida."},
        "finalise": "Ronda {round} definitiva.", "finalise_zero": " Sense papereta (0 punts): {tables}.",
        "final": "Resultats definitius: ja no s'hi poden fer correccions.",
        "master": "{count} jugades possibles; màxim {score} punts: {moves}.",
        "standings": "Classificació de {n} jugadors{provisional}.", "provisional": " (provisional)",
        "state": "Ronda {round}, fase {phase}.",
        "devices": "Dispositius: {devices}.", "no_devices": "Cap dispositiu.",
        "revoke": "Dispositiu «{name}» revocat: el seu codi ja no funciona.",
        "lock": "Taula {table}: només el jutge n'entra les paperetes.",
        "unlock": "Taula {table}: els dispositius en poden tornar a entrar les paperetes.",
        "calling": "Cridant el faristol {rack}.", "calling_again": "Tornant a cridar el faristol {rack}.",
        "screen": {"standings": "Projector: classificació.", "join": "Projector: adreça i QR per entrar.",
                   "game": "Projector: la partida."},
        "page": "Pàgina {page}.", "done": "Fet.",
    },
    "es": {
        "rack": "Ronda {round}: atril {rack}{leftover}; quedan {bag} en la bolsa.",
        "leftover": " (restantes {leftover}, sacadas {drawn})",
        "rejected": " Devueltos a la bolsa: {racks}.",
        "no_legal_move": " Este atril no tiene ninguna jugada posible: F1 saca otro.",
        "ended": "Partida terminada: {reason}.",
        "start": "Reloj en marcha: {clock}.", "pause": "Reloj parado en {clock}.",
        "resume": "Reloj en marcha: quedan {clock}.", "adjust": "Reloj en {clock}.",
        "time": "¡Tiempo! Ya no se admiten jugadas de esta ronda.",
        "close": "Ronda {round} cerrada con {slips} papeletas; las que faltan valdrán 0.",
        "close_none": "Papeletas cerradas.",
        "reveal": "Ronda {round}: jugada maestra {master}, {score} puntos{ties}.{missing}",
        "ties": " ({ties} jugadas empataban)", "missing": " Faltan {n} papeletas.",
        "pick": "Jugada maestra elegida: {picked}.",
        "warn": {"warning": "Mesa {table}: advertencia.", "zero for this round": "Mesa {table}: cero en esta ronda.",
                 "expelled": "Mesa {table}: expulsado de la partida."},
        "finalise": "Ronda {round} definitiva.", "finalise_zero": " Sin papeleta (0 puntos): {tables}.",
        "final": "Resultados definitivos: ya no se admiten correcciones.",
        "master": "{count} jugadas posibles; máximo {score} puntos: {moves}.",
        "standings": "Clasificación de {n} jugadores{provisional}.", "provisional": " (provisional)",
        "state": "Ronda {round}, fase {phase}.",
        "devices": "Dispositivos: {devices}.", "no_devices": "Ningún dispositivo.",
        "revoke": "Dispositivo «{name}» revocado: su código ya no funciona.",
        "lock": "Mesa {table}: solo el juez entra sus papeletas.",
        "unlock": "Mesa {table}: los dispositivos pueden volver a entrar sus papeletas.",
        "calling": "Cantando el atril {rack}.", "calling_again": "Volviendo a cantar el atril {rack}.",
        "screen": {"standings": "Proyector: clasificación.", "join": "Proyector: dirección y QR para entrar.",
                   "game": "Proyector: la partida."},
        "page": "Página {page}.", "done": "Hecho.",
    },
}
END_REASONS = {
    "ca": {"judge": "ho ha decidit el jutge", "no valid rack can be drawn": "no es pot treure cap faristol vàlid",
           "the prepared racks are used up": "s'han acabat els faristols preparats"},
    "es": {"judge": "lo ha decidido el juez", "no valid rack can be drawn": "no se puede sacar ningún atril válido",
           "the prepared racks are used up": "se han acabado los atriles preparados"},
}


def end_reason(reason: str, language: str) -> str:
    return END_REASONS.get(language, END_REASONS["ca"]).get(reason, reason)


def _clock(seconds: float) -> str:
    whole = max(0, int(round(seconds)))
    return f"{whole // 60}:{whole % 60:02d}"


def summary(command: str, answer: dict, language: str = "ca", labels: dict | None = None) -> str:
    """The console's line for `answer` to `command`. `labels` holds the console's own words (console_text)."""
    say = SAY.get(language, SAY["ca"])
    labels = labels or {}
    if not answer.get("ok"):
        return f"{command}: {in_language(answer.get('error', '?'), language)}"
    name = command.split()[0].lower() if command.split() else ""
    if "slip" in answer:
        return _slip(answer, language, labels)
    if "ended" in answer:
        return say["ended"].format(reason=end_reason(answer["ended"], language))
    if "rack" in answer and "round" in answer:
        leftover = say["leftover"].format(leftover=answer["leftover"], drawn=answer["drawn"]) \
            if answer.get("leftover") else ""
        line = say["rack"].format(round=answer["round"], rack=answer["rack"], leftover=leftover, bag=answer["bag"])
        if answer.get("rejected"):
            line += say["rejected"].format(racks=" · ".join(answer["rejected"]))
        return line + (say["no_legal_move"] if answer.get("no_legal_move") else "")
    if "remaining" in answer and name in ("start", "pause", "resume", "adjust", "time"):
        return say[name].format(clock=_clock(answer["remaining"]))
    if "master" in answer and "score" in answer:
        ties = say["ties"].format(ties=answer["ties"]) if answer.get("ties", 1) > 1 else ""
        missing = answer.get("missing")
        count = len(missing) if isinstance(missing, list) else missing or 0
        return say["reveal"].format(round=answer["round"], master=answer["master"], score=answer["score"], ties=ties,
                                    missing=say["missing"].format(n=count) if count else "")
    if "slips" in answer:
        return say["close"].format(**answer) if "round" in answer else say["close_none"]
    if "picked" in answer:
        return say["pick"].format(picked=answer["picked"])
    if "sanction" in answer:
        return say["warn"].get(answer["sanction"], "{table}: " + answer["sanction"]).format(table=answer["table"])
    if "without_slip" in answer:
        zero = answer["without_slip"]
        return say["finalise"].format(round=answer["round"]) + (
            say["finalise_zero"].format(tables=", ".join(map(str, zero))) if zero else "")
    if answer.get("final") is True:
        return say["final"]
    if "tops" in answer:
        tops = answer["tops"]
        moves = ", ".join(t["move"] for t in tops[:4]) + ("…" if len(tops) > 4 else "")
        return say["master"].format(count=answer["count"], score=tops[0]["score"] if tops else 0, moves=moves)
    if "standings" in answer:
        return say["standings"].format(n=len(answer["standings"]),
                                       provisional=say["provisional"] if answer.get("provisional") else "")
    if "phase" in answer and "round" in answer:
        return say["state"].format(round=answer["round"], phase=labels.get("phases", {}).get(answer["phase"],
                                                                                          answer["phase"]))
    if "devices" in answer:
        devices = ", ".join(f"«{d['name']}» {d['tables'][0]}–{d['tables'][1]}" for d in answer["devices"])
        return say["devices"].format(devices=devices) if devices else say["no_devices"]
    if "revoked" in answer:
        return say["revoke"].format(name=answer["revoked"])
    if "locked" in answer:
        return say["lock" if answer["locked"] else "unlock"].format(table=answer["table"])
    if "calling" in answer:
        return say["calling_again" if answer.get("again") else "calling"].format(rack=answer["calling"])
    if "screen" in answer:
        return say["screen"].get(answer["screen"], answer["screen"])
    if "page" in answer:
        return say["page"].format(page=answer["page"])
    if "help" in answer:
        return answer["help"]
    return say["done"]


def _slip(answer: dict, language: str, labels: dict) -> str:
    slip = answer["slip"]
    reason = f" — {in_language(slip['reason'], language)}" if slip.get("reason") else ""
    before = answer.get("old") or answer.get("replaced")
    was = labels.get("replaced", " ({text} {score})").format(text=before["text"], score=before["score"]) \
        if before else ""
    kind = f"{labels.get('correction', 'correct')} · " if "old" in answer else ""
    where = f"{labels.get('round', 'round')} {answer['round']} · " if "round" in answer else ""
    return f"{kind}{where}{labels.get('table', 'table')} {slip['table']}: {slip['text']} → {slip['score']}{reason}{was}"
