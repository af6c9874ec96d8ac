"""The rulesets (rules/ruleset.py, DESIGN §2): one object per federation's rules, found by name or alias, carrying its
tiles, its embedded word list, its language, its tie-break, its bonus, its rack minimums and its warnings, asked by
every layer (the command line's choices, the settings, the log's schema, packs, the doctor, the language, the ranking)."""

from __future__ import annotations

import pytest

from conductor.cli import build_parser, main
from conductor.data import embedded_word_list
from conductor.language import game_language
from conductor.messages import LANGUAGES, MESSAGES, KeyedError
from conductor.rules.ruleset import AJS, DEFAULT, FISC, NAMES, RULESETS, UnknownRuleset, find_ruleset, solo_top_bonus


def test_a_ruleset_is_found_by_its_name_or_an_alias_in_any_case():
    assert find_ruleset("fisc") is FISC and find_ruleset("FISC") is FISC and find_ruleset(" Català ") is FISC
    assert find_ruleset("ajs") is AJS and find_ruleset("Spanish") is AJS and find_ruleset("español") is AJS
    assert find_ruleset(AJS) is AJS
    assert NAMES == tuple(r.name for r in RULESETS) and DEFAULT is RULESETS[0]


def test_an_unknown_ruleset_is_a_keyed_refusal_naming_the_ones_there_are():
    with pytest.raises(UnknownRuleset) as refused:
        find_ruleset("file")
    assert isinstance(refused.value, KeyedError) and refused.value.message.key == "ruleset.unknown"
    assert refused.value.message.said("ca") == "reglament 'file': ha de ser un d'aquests: fisc, ajs"
    assert refused.value.message.said("es") == "reglamento 'file': debe ser uno de estos: fisc, ajs"


@pytest.mark.parametrize("ruleset", RULESETS, ids=NAMES)
def test_every_ruleset_is_whole(ruleset):
    """What a new entry must bring: a language the messages speak, its sentences, its embedded list, warnings that
    say of each of the round's warnings whether it is mandatory."""
    assert ruleset.language in LANGUAGES
    assert {f"ruleset.{ruleset.name}", f"ruleset.{ruleset.name}.list"} <= MESSAGES.keys()
    assert embedded_word_list(ruleset).is_file()
    assert not set(ruleset.warnings.mandatory) & set(ruleset.warnings.optional)
    assert sorted({*ruleset.warnings.mandatory, *ruleset.warnings.optional}) == [30, 60]
    assert game_language(ruleset) == ruleset.language == game_language(ruleset.name)
    assert game_language(ruleset, "es") == "es"


def test_fisc_and_ajs_as_the_rules_documents_say():
    # warnings: FISC II.5 "30 segons!" mandatory, "1 minut!" optional; AJS the other way
    assert (FISC.warnings.mandatory, FISC.warnings.optional) == ((30,), (60,))
    assert (AJS.warnings.mandatory, AJS.warnings.optional) == ((60,), (30,))
    # the minimums (FISC II.3; AJS 004 2.1.7 the same): 2 + 2 up to round 15, then 1 + 1
    for ruleset in RULESETS:
        assert (ruleset.minimums.first, ruleset.minimums.later, ruleset.minimums.last_strict_round) == (2, 1, 15)
        assert ruleset.bonus is solo_top_bonus
    assert [solo_top_bonus(n) for n in (9, 10, 11, 50, 51, 200)] == [0, 5, 5, 25, 25, 25]
    # tie-breaks: FISC the best single move, the next…; AJS rounds matching the master, then the best player's, then…
    masters, bests = (20, 30, 40), (20, 35, 40)
    a, b = (20, 30, 10), (10, 35, 15)          # both 60: a matched the master twice, b the best player's once
    assert FISC.tie_break(a, masters, bests) < FISC.tie_break(b, masters, bests)       # b's 35 beats a's 30
    assert AJS.tie_break(a, masters, bests) > AJS.tie_break(b, masters, bests)         # a's two masters first
    assert (FISC.language, AJS.language) == ("ca", "es")


def test_the_command_line_takes_the_rulesets_names_and_aliases():
    parser = build_parser()
    assert parser.parse_args(["pack", "-o", "x.pack", "--ruleset", "AJS"]).ruleset == "ajs"
    assert parser.parse_args(["pack", "-o", "x.pack", "--ruleset", "català"]).ruleset == "fisc"
    assert parser.parse_args(["pack", "-o", "x.pack"]).ruleset == DEFAULT.name
    assert parser.parse_args(["report", "--blank-sheet", "x.html"]).ruleset is None


def test_an_unknown_ruleset_on_the_command_line_is_one_line_and_status_2(capsys):
    with pytest.raises(SystemExit) as done:
        main(["score", "--moves", "H8 CASA", "--ruleset", "file"])
    assert done.value.code == 2
    assert "argument --ruleset: ruleset 'file': must be one of fisc, ajs" in capsys.readouterr().err
