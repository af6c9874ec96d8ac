"""No English or internal word where a judge or player reads, in Catalan and in Spanish:
every refusal the game core, the rules and the server's gate can raise is a key with both languages and the same
parameters in each (conductor/messages/); the console's sentences for a battery of commands and
refusals; the HTML report, the CSV and the player's sheet of a small game; the phone page's words and the public
view. Plurals agree by CLDR's rules ("falta 1 papereta") and numbers with decimals are written with a comma
("87,50 %").

The checks of files other engineers own (the phone page, the console's words, the public view) are marked
xfail while they still find something, naming the file and the text, so the finding is routed, not hidden."""

import ast
import html
import itertools
import re
from pathlib import Path

import pytest

from conductor.clock import StepClock
from conductor.display.summaries import summary
from conductor.engine import Lexicon
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.rounds import NULL_REASONS
from conductor.game.session import Session
from conductor.language import decimal, percent
from conductor.messages import MESSAGES, Joined, Message, formatted, parameters
from conductor.messages.logged import EndReason, Source
from conductor.reasons import end_reason, in_language
from conductor.report import report_csv, report_html
from conductor.report.player import player_sheet, player_sheet_text
from conductor.rules import CATALAN, SPANISH

ROOT = Path(__file__).resolve().parent.parent / "conductor"
LANGUAGES = ("ca", "es")

# whole words, case-insensitive; "total", "provisional", "error", "final", "club" and "PIN" are Catalan and
# Spanish too, so they are not here
ENGLISH = ("judge", "null", "score", "round", "rounds", "table", "tables", "slip", "slips", "player", "players",
           "phase", "think", "collect", "draw", "ready", "closed", "ended", "invalid", "word", "move", "moves",
           "rack", "bag", "late", "blank", "blanks", "coord", "coordinate", "master", "reason", "missing", "device",
           "lexicon", "pending", "received", "sanction", "expelled", "warning", "leftover", "drawn", "tile",
           "tiles", "points", "the", "must", "with", "not", "is", "percent", "rank", "name", "value",
           "criterion", "dropped", "ties", "correction", "corrected", "nothing", "empty", "none")
_ENGLISH = re.compile(r"(?<![\w'·-])(" + "|".join(ENGLISH) + r")(?![\w'·-])", re.IGNORECASE)
# what the judge types: command names in a usage line ("slip [rN] TAULA …", "escriu help", "vegeu master")
_COMMANDS = "slip|null|correct|finalise|final|pick|warn|adjust|device|pins|lock|unlock|reopen|help|master|draw|end"
_USAGE = re.compile(rf"\b({_COMMANDS})\b(?=\s+(\[rN\]|rN\b|r\d+\b|N\b|[A-ZÀ-ÚÇÑ]{{2,}}|\"|add\b|list\b|revoke\b))"
                    rf"|\b(add|list|revoke)\b(?=\s+[\"A-ZÀ-Ú])|(?<=device )(list)\b"
                    rf"|(?:(?<=escriu )|(?<=escribe )|(?<=vegeu )|(?<=de )|(?<=ver ))(help|master)\b"
                    rf"|(?<=\bcorrect )(r\d+)|^({_COMMANDS})(?=:)|(?<=o )(correct|null)\b")
# a move as written on a slip or the board ("H8 CASA", "8H caSA"), and the racks' tiles
_MOVE = re.compile(r"\b([A-O]\d{1,2}|\d{1,2}[A-O])\s+[A-Za-zÀ-ÿ·]+")


def english_in(text: str) -> list[str]:
    """The English words of `text`, once moves, words in capitals (lexicon words, tiles) and command usages are
    set aside."""
    text = _USAGE.sub(" ", _MOVE.sub(" ", re.sub(r"\{\w*\}", " ", text)))     # and a template's {fields}
    text = re.sub(r"`[^`]*`", " ", text)                                      # a name in `code` (a setting, a command)
    text = re.sub(r"\b[A-ZÀ-ÚÇÑ·]{2,}\b", " ", text)
    return sorted({m.group(1).lower() for m in _ENGLISH.finditer(text)})


# Catalan words that are not Spanish (nor English): what a Spanish reader of a FISC game played in Spanish
# (settings `language: es`) should never see
CATALAN_WORDS = ("taula", "taules", "papereta", "paperetes", "faristol", "faristols", "escarràs", "escarrassos", "jugades",
           "punts", "puntuació", "rellotge", "classificació", "resultats", "mestra", "mestres", "dispositiu",
           "dispositius", "codi", "enllaç", "enllaços", "amb", "els", "és", "aquest", "aquesta", "cap", "encara", "hi",
           "temps", "sorteig", "bossa", "fitxa", "fitxes", "nul·la", "vàlida", "diccionari", "avui", "demà", "lloc",
           "full", "partides", "jugadors", "sense", "pendent", "rebuda", "tancada", "oberta", "falten", "queden",
           "advertiment", "expulsat", "correcció", "seus", "bonificació", "bonificacions", "nom", "romanent", "tret",
           "treu", "escriu", "represa", "aturada", "aturat", "jutge", "llavor", "mitjana", "desconeguda", "ordre",
           "definitius", "discrepància", "lectures", "inscripcions", "segons", "minut", "vuit", "quinze")
_CATALAN = re.compile(r"(?<![\w'·-])(" + "|".join(CATALAN_WORDS) + r")(?![\w'·-])", re.IGNORECASE)


def catalan_in(text: str) -> list[str]:
    """The Catalan words of `text`, once moves and words in capitals (lexicon words, tiles) are set aside."""
    text = _MOVE.sub(" ", re.sub(r"\{\w*\}", " ", text))
    text = re.sub(r"\b[A-ZÀ-ÚÇÑ·]{2,}\b", " ", text)
    return sorted({m.group(1).lower() for m in _CATALAN.finditer(text)})


# ---------------------------------------------------------------------- the helpers themselves

def test_plurals_by_cldr_and_decimal_commas():
    assert formatted("{n:falta # papereta|falten # paperetes}", "ca", n=1) == "falta 1 papereta"
    assert formatted("{n:falta # papereta|falten # paperetes}", "ca", n=0) == "falten 0 paperetes"
    assert formatted("{n:# ronda|# rondes} de {who}", "ca", n=3, who="Anna") == "3 rondes de Anna"
    assert decimal(87.5, 2, "ca") == "87,50" and decimal(87.5, 1, "es") == "87,5" and decimal(87.5, 2, "en") == "87.50"
    assert percent(62.345, 2, "ca") == "62,35\u00a0%" or percent(62.345, 2, "ca") == "62,34\u00a0%"
    assert formatted("{a:# ronda|# rondes}, {b:# ronda|# rondes}, {c:# papereta|# paperetes}, 1,5 punts", "ca",
                     a=1, b=21, c=1) == "1 ronda, 21 rondes, 1 papereta, 1,5 punts"
    assert formatted("{a:# ronda|# rondas} y {b:# comodín|# comodines}", "es", a=1, b=1) == "1 ronda y 1 comodín"


# ---------------------------------------------------------------------- every message: a key in both languages

_RAISED = {"GameError", "IllegalMove", "BagError", "NotationError", "SpellingError", "KeyedError", "Message",
           "ConfigError", "UsageError", "LogError", "LogLocked", "PreparedError", "PositionError", "PackError",
           "ServeError", "TicketKeyError", "ForwardedError", "SpeechUnavailable", "SpeechLibraryError",
           "AudioUnavailable", "MissingData", "SimultaneousError", "LexiconError", "UnknownRuleset", "HubLogError",
           "HubSettingsError", "UnknownLanguage", "Refused", "LossyList"}
_FILES = ("*.py", "*/*.py", "*/*/*.py")       # every module of the package but messages/ (its tables)
# messages whose parts are other messages or moves: one example of each, as the core makes it
SAMPLES = (
    Message("access.quotes", command="device"),
    Message("draw.shortfall", shortfall=Message("rack.shortfall", round=3, minimum=2, vowels=1, consonants=6,
                                                   blanks=0)),
    Message("reveal.other_lexicon", logged="H8 CASA", found="H8 COSA"),
    Message("reveal.prepared_unplayable", move="H8 CASA", reason=Message("move.not_a_word", word="CASA")),
    Message("draw.prepared_left", n=3, rack="A B C D E F G", reason=Message("bag.cannot_supply", short=Joined(
        [Message("bag.asked", n=2, tile="A", left=1), Message("bag.none_left", tile="Ç")], "; "))),
    Message("move.too_many", n=8),
    Message("word.not_catalan", text="CAKA", tile="K", n=3),
    Message("rack.not_catalan", text="AKB", tile="K", n=2),
    Message("word.middle_dot", text="CA·SA", n=3),
    Message("word.no_tile", text="C&SA", char="&", n=2),
    Message("rack.too_many", text="ABCDEFGH", n=8),
    Message("move.numbered", n=2, text="H8 CASA", reason=Message("move.not_a_word", word="CASA")),
    Message("game.ended_why", why=EndReason("no valid rack can be drawn")),
    Message("command.phase", phase=Message("phase.collect"),
            phases=Joined([Message("phase.draw"), Message("phase.ready"), Message("phase.think")])),
    Message("slip.conflict", table=3, round=2, by=Source("device:Taula 1")),
)
_FILL = {"text": "H8", "tile": "A", "char": "&", "square": "H8", "held": "A", "written": "B", "word": "CASA",
         "move": "H8 CASA", "logged": "H8 CASA", "found": "H8 COSA", "rack": "A B C", "leftover": "A B", "kept": "A",
         "command": "device", "name": "X", "url": "http://10.0.0.2:8765/", "path": "g-pins.html", "a": "10.0.0.9",
         "k": "x", "t": "3", "u": "redis://127.0.0.1", "e": "ConnectionError", "why": "disc ple", "pins": "1: 1234",
         "phase": Message("phase.think"), "phases": Joined([Message("phase.draw")]), "reasons": Message("null.choices"),
         "tables": "3, 5", "by": Source("console"), "reason": Message("move.centre"),
         "short": Message("bag.none_left", tile="Ç"), "shortfall": Message("rack.shortfall", round=1, minimum=2,
                                                                           vowels=1, consonants=6, blanks=0)}


def _filled(key: str, language: str) -> str:
    from conductor.messages import sentence

    values = {name: _FILL.get(name, 3) for name in parameters(MESSAGES[key]["en"])}
    return sentence(key, values, language)         # a parameter may be called "language" (doctor.voice_none)


def test_every_key_has_english_catalan_and_spanish_with_the_same_parameters():
    assert len(MESSAGES) > 300, len(MESSAGES)
    missing = [key for key, entry in MESSAGES.items() if not all(entry.get(language) for language in ("en", "ca", "es"))]
    assert missing == [], "every key has its sentence in English, Catalan and Spanish"
    differ = [(key, language) for key, entry in MESSAGES.items() for language in ("es", "en")
              if parameters(entry[language]) != parameters(entry["ca"])]
    assert differ == [], "each language's sentence uses exactly the key's parameters"
    counted = [(key, spec) for key, entry in MESSAGES.items() for text in entry.values()
               for spec in re.findall(r"\{\w+:([^}]*)\}", text) if "|" in spec and spec.count("|") != 1]
    assert counted == [], "a count agrees by one form for one and one for the rest: {n:# fitxa|# fitxes}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_says_no_english(language):
    # a command's usage (messages/command_help.py "usage.…") is what is typed: its English command words are the command
    said = {key: _filled(key, language) for key in MESSAGES if not key.startswith("usage.")}
    assert [(key, text, english_in(text)) for key, text in said.items() if english_in(text)] == []


def _raised_keys() -> list[tuple[str, str]]:
    """The first argument of every keyed error raised, and of every Message made, in the tree: (where, key), "?"
    for one made elsewhere (an error's message passed on, a key chosen by a table)."""
    found = []
    for pattern in _FILES:
        for path in sorted(p for p in ROOT.glob(pattern) if p.relative_to(ROOT).parts[0] != "messages"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and getattr(node.func, "id", "") in _RAISED and node.args:
                    arg = node.args[0]
                    options = [arg.body, arg.orelse] if isinstance(arg, ast.IfExp) else [arg]
                    for option in options:
                        if isinstance(option, ast.Constant) and isinstance(option.value, str):
                            found.append((f"{path.relative_to(ROOT.parent)}:{node.lineno}", option.value))
                        elif isinstance(option, ast.JoinedStr):
                            shape = "".join(p.value if isinstance(p, ast.Constant) else "{}" for p in option.values)
                            found.append((f"{path.relative_to(ROOT.parent)}:{node.lineno}", shape))
    return found


def test_every_core_message_is_a_key_said_in_catalan_and_spanish():
    raised = _raised_keys()
    assert len(raised) > 100, len(raised)
    unknown = [(where, key) for where, key in raised if "{}" not in key and key not in MESSAGES]
    assert unknown == [], "every refusal is a key of conductor/messages/ (en, ca, es)"
    made = [(where, key) for where, key in raised if "{}" in key and not any(
        re.fullmatch(re.escape(key).replace(r"\{\}", r"[\w ]+"), known) for known in MESSAGES)]
    assert made == [], "a key made of its parts (word.only_ny, phase.think) names keys of the tables"
    assert [(where, key) for where, key in raised if "{}" not in key and "en" not in MESSAGES[key]] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_null_reasons_end_reasons_and_the_samples(language):
    for reason in NULL_REASONS.values():
        assert in_language(reason, language) != reason and not english_in(in_language(reason, language)), reason
    for reason in ("judge", "no valid rack can be drawn", "the prepared racks are used up"):
        assert end_reason(reason, language) != reason and not english_in(end_reason(reason, language))
    for message in SAMPLES:
        said = in_language(message, language)
        assert said != message and not english_in(said), (message, said)
    usage = Message("null.usage", reasons=Message("null.choices"))
    assert str(usage) == "null [rN] TABLE REASON, reason one of: coord, word, blank, late"
    assert in_language(usage, language).endswith(
        {"ca": "coordenada, paraula, escarràs, tard", "es": "coordenada, palabra, comodín, tarde"}[language])


# ---------------------------------------------------------------------- a small game, in both languages

@pytest.fixture(scope="module")
def lexicons(_private_cache):
    return {"ca": Lexicon.load(None, CATALAN), "es": Lexicon.load(None, SPANISH)}


def _ok(session, command):
    answer = session.execute(command)
    assert answer["ok"], (command, answer)
    return answer


def _non_word(rack, lexicon):
    tiles = [t for t in rack if t != "?" and len(t) == 1]
    return next("".join(w) for w in itertools.permutations(tiles, 3) if not lexicon.check("".join(w)))


def small_game(lexicon, ruleset, path):
    """Three players, two rounds: a master, a non-word, a null move, a bare score, a sanction, a correction, a
    slip still to come; its session is returned open."""
    players = [Player(1, "Núria Puig", "Club Lleida"), Player(2, "Pere Vila"), Player(3, "Ana Ruiz")]
    s = Session.new(path, lexicon, ruleset, players, 7, Config(180, False, "random"), StepClock())
    for command in ("draw", "start", "time", "reveal"):
        _ok(s, command)
    r1 = s.game.rounds[0]
    _ok(s, f"slip r1 1 {r1.master}")
    _ok(s, f"slip r1 2 H8 {_non_word(r1.rack, lexicon)}")
    _ok(s, "null r1 3 late")
    _ok(s, "finalise 1")
    _ok(s, f"correct r1 3 {r1.master_score - 1}")
    for command in ("draw", "start", "warn 2", "warn 2", "time", "reveal"):
        _ok(s, command)
    _ok(s, "slip r2 1 1")
    _ok(s, "null r2 3 word")
    return s


def visible(page: str) -> str:
    body = re.sub(r"<style[^>]*>.*?</style>", " ", page, flags=re.S)
    body = re.sub(r"<desc class=\"[^\"]*\">[^<]*</desc>", " ", body)
    titles = " ".join(re.findall(r'title="([^"]*)"', body))
    return html.unescape(re.sub(r"<[^>]+>", " ", body) + " " + titles)


def _figures_and_plurals(text: str) -> list[str]:
    """Decimal points, "1 rondes", "falten 1": what a Catalan or Spanish reader should never see."""
    found = re.findall(r"(?<![\d.])\d+\.\d+(?!\.\d)", text)     # a version ("hunspell 3.0.8") is no decimal
    found += re.findall(r"(?<![\d,])\b1 (?:rondes|paperetes|jugadors|jugades|punts|taules|fitxes|rondas|papeletas|"
                        r"jugadores|jugadas|puntos|mesas|fichas)\b", text)
    found += re.findall(r"\b(?:falten|faltan) 1\b", text)
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_report_csv_and_sheets_speak_the_games_language(lexicons, tmp_path, language):
    s = small_game(lexicons[language], {"ca": "fisc", "es": "ajs"}[language], tmp_path / "g.jsonl")
    for when in ("provisional", "final"):
        if when == "final":
            _ok(s, "end")
            _ok(s, "final")
        page, csv = visible(report_html(s.game)), report_csv(s.game)
        sheets = "\n".join(player_sheet_text(player_sheet(s.game, t), language) for t in (1, 2, 3))
        for name, text in (("html", page), ("csv", csv), ("sheets", sheets)):
            assert english_in(text) == [], (when, name, english_in(text))
            assert _figures_and_plurals(text) == [], (when, name, _figures_and_plurals(text))
        assert "," in page.split("%")[0][-8:] or re.search(r"\d,\d\d", page), "percentages with a decimal comma"
        assert re.search(r";\d+,\d\d\n", csv), "the standings' percentages with a decimal comma"
    s.close()


# ---------------------------------------------------------------------- the console's sentences

BATTERY = ("draw", "start", "pause", "resume", "adjust 90", "master", "warn 2", "slip 1 H8 CASA", "time", "close",
           "reveal", "slip r1 1 5", "slip r1 2 999", "null r1 3 word", "null r1 3 paraula", "null r1 3 why",
           "correct r1 1 6", "correct r1 1 null late", "finalise 1", "finalise 1", "standings", "state",
           "device list", "device add X 9-9", "device add", "device add X 3-1", "lock 3", "unlock 3", "unlock 3",
           "pick 1", "frobnicate", "", "slip r9 1 5", "slip r1 x 5", "slip r1 7 5", "warn", "adjust x",
           "adjust 99999", "rack A B", "draw", "start", "time", "reveal", "end", "final", "correct r1 1 7", "final",
           "draw", "slip")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_console_says_every_answer_in_the_judges_language(lexicons, tmp_path, language):
    from conductor.display.console_text import TEXT

    ruleset = {"ca": "fisc", "es": "ajs"}[language]
    s = Session.new(tmp_path / "g.jsonl", lexicons[language], ruleset, [Player(t, f"P{t}") for t in (1, 2, 3)], 5,
                    Config(180, False, "random"), StepClock())
    bad = []
    for command in BATTERY:
        answer = s.execute(command)
        for labels in (TEXT[language], None):
            line = summary(command, answer, language, labels)
            said = line.split(": ", 1)[1] if not answer.get("ok") and ": " in line else line
            problems = english_in(said) + _figures_and_plurals(said)
            problems += [m for m in ("{", "None", "True", "False", "_", ": .") if m in said]
            if problems:
                bad.append((command, line, problems))
    s.close()
    assert bad == []


def test_a_null_slip_reads_as_null_in_the_language():
    answer = {"ok": True, "round": 1, "slip": {"table": 3, "text": "null late", "score": 0,
                                               "reason": NULL_REASONS["late"]}}
    assert summary("null r1 3 late", answer, "ca") == "ronda 1 · taula 3: nul·la (papereta no lliurada a temps) → 0"
    assert summary("null r1 3 tarde", answer, "es") == "ronda 1 · mesa 3: nula (papeleta no entregada a tiempo) → 0"
    close = {"ok": True, "round": 2, "slips": 1}
    assert summary("close", close, "ca") == "Ronda 2 tancada amb 1 papereta; les que falten valdran 0."
    reveal = {"ok": True, "round": 2, "master": "H8 CASA", "score": 1, "ties": 1, "missing": [3]}
    assert summary("reveal", reveal, "es") == "Ronda 2: jugada maestra H8 CASA, 1 punto. Falta 1 papeleta."


# ---------------------------------------------------------------------- what others' files show (routed)

def _js_words() -> dict[str, dict[str, str]]:
    """The pages' words (messages/pages.py, each page's served as GET /words/{page}.js), by language, by key."""
    return {language: {key: entry[language] for key, entry in MESSAGES.items() if key.startswith("page.")}
            for language in LANGUAGES}


def outside_findings() -> dict[str, list]:
    """English words, decimal points and wrong plurals in the texts of files this test does not own."""
    from conductor.display.console_text import TEXT

    found: dict[str, list] = {}
    for language, table in _js_words().items():
        for key, text in table.items():
            if english_in(text) or _figures_and_plurals(text):
                found.setdefault("conductor/messages/pages.py", []).append((language, key, text))
    for language in LANGUAGES:
        for key, text in TEXT[language].items():
            for value in (text.values() if isinstance(text, dict) else [text]):
                if isinstance(value, str) and english_in(value):
                    found.setdefault("conductor/display/console_text.py", []).append((language, key, value))
    return found


def test_the_phone_page_has_words_in_both_languages():
    words = _js_words()
    assert len(words["ca"]) > 50 and set(words["ca"]) == set(words["es"])


def test_the_phone_pages_and_the_consoles_words_have_no_english():
    assert outside_findings() == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_public_view_and_own_slips_have_no_english(lexicons, tmp_path, language):
    from conductor.game.access import CONSOLE
    from conductor.game.ranking import standings
    from conductor.room.public import own_slips, public_view, slips_snapshot
    from conductor.room.view import projector_view

    s = small_game(lexicons[language], {"ca": "fisc", "es": "ajs"}[language], tmp_path / "g.jsonl")
    slips = own_slips(CONSOLE, slips_snapshot(s.game), (1, 3), language)
    _ok(s, "end")
    view = public_view(projector_view(s.game, 0.0, language=language), standings(s.game))
    phone = _js_words()[language]["page.judge.ended"].replace("{why}", view["ended"])
    texts = [phone] + [f"{slip['text']} {slip['reason']}" for r in slips for slip in r["slips"] if slip["text"]]
    s.close()
    assert [(t, english_in(t)) for t in texts if english_in(t)] == []


# ---------------------------------------------------------------------- the language, decided once

def test_the_language_is_decided_once_from_the_settings_and_the_ruleset(lexicons, tmp_path):
    from conductor.config import load_settings
    from conductor.game.log import read_log
    from conductor.game.session import rebuild
    from conductor.language import game_language

    assert [game_language("fisc"), game_language("ajs"), game_language("fisc", "es"), game_language("ajs", "ca")] == \
        ["ca", "es", "es", "ca"]
    (tmp_path / "plain.yaml").write_text("ruleset: ajs\n")
    (tmp_path / "named.yaml").write_text("ruleset: fisc\nlanguage: es\n")
    assert load_settings(tmp_path / "plain.yaml").language == "es" and load_settings(None, "ajs").language == "es"
    assert load_settings(tmp_path / "named.yaml").language == "es"
    assert load_settings(tmp_path / "named.yaml", "ajs").language == "es"
    s = Session.new(tmp_path / "g.jsonl", lexicons["ca"], "fisc", [Player(1, "Ana")], 7, Config(180, False, "random"),
                    StepClock(), language="es")
    s.close()
    events = read_log(tmp_path / "g.jsonl").events
    assert events[0]["language"] == "es" and rebuild(events, lexicons["ca"])[0].language == "es"
    older = [{k: v for k, v in events[0].items() if k != "language"}]      # a log from before: the ruleset's
    assert rebuild(older, lexicons["ca"])[0].language == "ca"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_voice_names_every_tile_of_both_rulesets(language):
    from conductor.announcer.naming import naming_table

    for tiles in (CATALAN, SPANISH):
        for table in naming_table(language).tables():
            names = naming_table(language, table)
            said = [names.tile(label).text for label in [*(letter.label for letter in tiles.letters), "?"]]
            assert not [text for text in said if (catalan_in(text) if language == "es" else False)], said


# A sentence people read in Catalan or Spanish is a keyed message (conductor/messages/) or the voice's naming data
# (conductor/assets/naming/). The check: a string literal (not a docstring) with a word of two letters or more and a
# mark of Catalan or Spanish: an accented letter, ç, ñ, l·l, «», ¡¿, or one of their everyday words.
_ROMANCE = re.compile(r"[àèéíïòóúüçñ·¡¿«»]|\b(amb|els|les|del|los|las|aquest|aquesta|aquí|és|està|hay|sense|taula|"
                      r"faristol|atril|papereta|paperetes|papeleta|papeletas|jugadors|jugadores|partides|partidas|"
                      r"con|para)\b", re.IGNORECASE)
# What is read, not said (words people type or write in a file), and data that is not a sentence: (module, name).
_NOT_SAID = {
    ("game/players.py", "_HEADERS"),        # a players file's column names, read in any of the three languages
    ("game/null_words.py", "_WORDS"),       # a null slip's reason as a judge types it
    ("display/confirm.py", "YES"),          # "sí" typed to confirm
    ("display/entry.py", "NULL_WORDS"),     # "nul·la" typed in a slip
    ("display/shared.py", "PUBLIC"),        # commands typed ("comença")
    ("game/commands/registry.py", "COMMANDS"),   # … every command's words, typed (the command registry)
    ("live/autopilot.py", "DEMO_PLAYERS"),  # the demo's players' names
    ("multiplex/console.py", "HOW"),        # the hub's console words, typed
    ("announcer/numbers.py", "*"),          # the voice's number words (naming data, as assets/naming/)
    ("wordlist/spelled.py", "_ACCENTS"), ("wordlist/spelled.py", "_KEPT"),
    ("wordlist/decode.py", "_L_DOT_L"),    # the L·L a list's middle dot belongs to
    ("wordlist/identity.py", "EMBEDDED"),   # the embedded lists' names
    ("judge_folder.py", "PLAYERS"),         # the sample players file's name (jugadors.csv)
    ("rules/tiles.py", "CATALAN"), ("rules/tiles.py", "SPANISH"),   # the tile distributions
    ("rules/ruleset.py", "FISC"), ("rules/ruleset.py", "AJS"),     # the rulesets: names typed, the lists' names
}
# Sentences still written where they are said (not yet moved to the one store of words), at most this many per
# file; a file not listed has none. Move them into conductor/messages/ and lower the count (or drop the file).
_NOT_YET_KEYED = {
    "report/words.py": 1,                   # a date's grammar: "de l'1", "del 14", "d'abril"
    "cli/announce.py": 1,                   # English help naming typed words ("L·L")
}


def _said_literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body \
                and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant):
            skipped.add(id(node.body[0].value))             # a docstring
    module = str(path.relative_to(ROOT))
    if (module, "*") in _NOT_SAID:
        return []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, ast.AnnAssign) else []
        if any(isinstance(t, ast.Name) and (module, t.id) in _NOT_SAID for t in targets):
            skipped |= {id(inner) for inner in ast.walk(node)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped
            and re.search(r"[^\W\d_]{2}", node.value) and _ROMANCE.search(node.value)]


def test_no_sentence_people_read_is_written_outside_the_messages():
    found = {str(path.relative_to(ROOT)): said for path in sorted(ROOT.rglob("*.py"))
             if path.relative_to(ROOT).parts[0] != "messages" and (said := _said_literals(path))}
    grown = {module: said[:5] for module, said in found.items() if len(said) > _NOT_YET_KEYED.get(module, 0)}
    assert grown == {}, "a sentence people read is a key of conductor/messages/ (en, ca, es)"
    assert all(module in found for module in _NOT_YET_KEYED), "a file whose sentences are all keyed leaves the list"
