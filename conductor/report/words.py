"""The words of the reports in the players' language (Catalan for FISC games, Spanish for AJS): keyed messages
(messages/report.py), read here as one table per language for the code that lays them out; dates and times."""

from __future__ import annotations

from datetime import UTC, date, datetime, tzinfo

from ..messages import Words, sentences, text
from ..reasons import in_language

EARLIEST = 946_684_800.0   # 2000-01-01: a setup time before it comes from a step clock (tests, --fake-clock)
TIME_ZONE = "Europe/Madrid"  # where FISC and AJS clubs play; the same log gives the same date on any machine


def words(language: str) -> Words:
    """The report's words in `language` (messages/report.py, keys "report.…")."""
    return sentences("report.", language)


def provisional_note(missing: dict[int, tuple[int, ...]], language: str) -> str:
    """"Classificació provisional: falten 3 paperetes (ronda 7: taules 3, 17; …)"; when every slip is in but a
    round is not finalised yet, which rounds are still open."""
    w = words(language)
    count = sum(len(tables) for tables in missing.values())
    if count:
        what = w["missing_one"] if count == 1 else w("missing_many", n=count)
        where = "; ".join(f"{w['round_one']} {number}: {w['table_one' if len(tables) == 1 else 'table_many']} "
                          f"{', '.join(map(str, tables))}" for number, tables in sorted(missing.items()) if tables)
        return w("provisional", what=f"{what} ({where})")
    numbers = sorted(missing)
    rounds = f"{w['round_one' if len(numbers) == 1 else 'round_many']} {', '.join(map(str, numbers))}"
    return w("provisional", what=w("not_final" if len(numbers) == 1 else "not_final_many", rounds=rounds))


def end_reason(reason: str, language: str) -> str:
    """The end of the game as players read it; a reason the judge typed is shown as typed."""
    if not reason:
        return words(language)["going_on"]
    return words(language).get(f"end:{reason}", reason)


def game_day(started: float | None) -> date | None:
    """The day a game was set up (its setup event's time) in the clubs' time zone; None for a step clock's time."""
    if started is None or started < EARLIEST:
        return None
    try:
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        zone: tzinfo = ZoneInfo(TIME_ZONE)
    except (ImportError, ZoneInfoNotFoundError):      # a system without time zone data (Windows without tzdata)
        zone = UTC
    return datetime.fromtimestamp(started, zone).date()


def clock_time(at: float) -> str:
    """The time of day of an event ("10:32:05") in the clubs' time zone; "" for a step clock's time."""
    if at < EARLIEST:
        return ""
    try:
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        zone: tzinfo = ZoneInfo(TIME_ZONE)
    except (ImportError, ZoneInfoNotFoundError):
        zone = UTC
    return datetime.fromtimestamp(at, zone).strftime("%H:%M:%S")


def long_date(day: date, language: str) -> str:
    """"14 de març de 2026", "14 d'abril de 2026" (Catalan elides before a vowel); "14 de marzo de 2026"."""
    month = text(f"report.month.{day.month}", language)
    of = "d'" if language != "es" and month[0] in "aeiou" else "de "
    return f"{day.day} {of}{month} de {day.year}"


def default_title(day: date | None, language: str) -> str:
    """The report's title without --title: the game and its date, in the players' language, never a file name."""
    w = words(language)
    if day is None:
        return w["title"]
    # "del 14 de març", but "de l'1 de gener" and "de l'11": Catalan elides before u and onze
    of = "de l'" if language != "es" and day.day in (1, 11) else "del "
    return w("title_dated", of_date=of + long_date(day, language))


def reason_words(reason: str, language: str) -> str:
    """Why a slip scored 0, in the players' language: its message said by key (reasons.in_language)."""
    return in_language(reason, language)
