"""The announcer's words, without sound: naming tables, numbers, calls, warnings, the reveal, settings."""


import pytest

from conductor.announcer.naming import naming_table
from conductor.announcer.numbers import in_words
from conductor.announcer.phrases import FAST, SLOW, Chime, master_move, phrases, rack_call, warning
from conductor.config import ConfigError, Settings, load_settings
from conductor.rules.tiles import CATALAN, SPANISH
from paths import ROOT


@pytest.mark.parametrize("n, ca, ca_noun, es, es_noun", [
    (1, "u", "un", "uno", "un"),
    (8, "vuit", "vuit", "ocho", "ocho"),
    (15, "quinze", "quinze", "quince", "quince"),
    (17, "disset", "disset", "diecisiete", "diecisiete"),
    (21, "vint-i-u", "vint-i-un", "veintiuno", "veintiún"),
    (22, "vint-i-dos", "vint-i-dos", "veintidós", "veintidós"),
    (31, "trenta-u", "trenta-un", "treinta y uno", "treinta y un"),
    (86, "vuitanta-sis", "vuitanta-sis", "ochenta y seis", "ochenta y seis"),
    (100, "cent", "cent", "cien", "cien"),
    (101, "cent u", "cent un", "ciento uno", "ciento un"),
    (121, "cent vint-i-u", "cent vint-i-un", "ciento veintiuno", "ciento veintiún"),
    (200, "dos-cents", "dos-cents", "doscientos", "doscientos"),
    (290, "dos-cents noranta", "dos-cents noranta", "doscientos noventa", "doscientos noventa"),
    (300, "tres-cents", "tres-cents", "trescientos", "trescientos"),
    (555, "cinc-cents cinquanta-cinc", "cinc-cents cinquanta-cinc", "quinientos cincuenta y cinco",
     "quinientos cincuenta y cinco"),
])
def test_numbers_in_words(n, ca, ca_noun, es, es_noun):
    assert in_words(n, "ca") == ca
    assert in_words(n, "ca", before_noun=True) == ca_noun
    assert in_words(n, "es") == es
    assert in_words(n, "es", before_noun=True) == es_noun


def test_every_number_up_to_300_has_words():
    for language in ("ca", "es"):
        words = [in_words(n, language) for n in range(301)]
        assert all(w and not any(ch.isdigit() for ch in w) for w in words)
        assert len(set(words)) == len(words)


@pytest.mark.parametrize("table, label, text, spoken", [
    ("ciutats", "A", "A d'Alacant", "a d'Alacant"),
    ("ciutats", "B", "B de Barcelona", "be de Barcelona"),
    ("ciutats", "H", "H d'Hospitalet", "hac d'Hospitalet"),
    ("ciutats", "O", "O d'Òdena", "o d'Òdena"),
    ("ciutats", "U", "U d'Ulldecona", "u d'Ulldecona"),
    ("ciutats", "QU", "QU de Querol", "cu de Querol"),
    ("ciutats", "NY", "NY (ena i grega)", "ena i grega"),
    ("ciutats", "Ç", "Ç (ce trencada)", "ce trencada"),
    ("ciutats", "L·L", "L·L (ela geminada)", "ela geminada"),
    ("ciutats", "?", "escarràs", "escarràs"),
    ("noms", "E", "E d'Eulàlia", "e d'Eulàlia"),
    ("noms", "U", "U d'Úrsula", "u d'Úrsula"),
    ("noms", "V", "V de Vicenç", "ve de Vicenç"),
    ("paisos", "H", "H d'Hondures", "hac d'Hondures"),
    ("paisos", "X", "X de Xina", "xeix de Xina"),
])
def test_catalan_tile_names(table, label, text, spoken):
    named = naming_table("ca", table).tile(label)
    assert (named.text, named.spoken) == (text, spoken)


def test_every_tile_has_a_name_in_every_table():
    for language, tiles in (("ca", CATALAN), ("es", SPANISH)):
        for table in naming_table(language).tables():
            names = naming_table(language, table)
            labels = list(tiles.labels) + ["?"]
            assert all(names.tile(label).spoken for label in labels)
            assert len({names.tile(label).spoken for label in labels}) == len(labels)  # no two alike


def test_spanish_table_of_004():
    es = naming_table("es")
    assert es.tile("A").text == "A de Alemania"
    assert es.tile("CH").spoken == "che de Chipre"
    assert es.tile("LL").spoken == "doble ele"
    assert es.tile("RR").spoken == "doble erre"
    assert es.tile("Ñ").spoken == "eñe"
    assert es.tile("?").spoken == "comodín"
    assert naming_table("es", "ciutats").table == "paises"  # Spanish has one table whatever is set


def test_coordinates_read_as_003_says():
    ca = naming_table("ca")
    assert ca.coordinate("H8").text == "Hospitalet vuit"
    assert ca.coordinate("15G").text == "quinze Granollers"
    assert ca.coordinate("K1").text == "ca u"          # row K: no tile, no table word
    assert naming_table("ca", "noms").coordinate("A1").text == "Anna u"
    assert naming_table("es").coordinate("H8").text == "Hungría ocho"
    assert naming_table("es").coordinate("15G").text == "quince Grecia"


def test_rack_call_leftovers_first_then_new_slow_then_fast_then_time():
    ca = naming_table("ca")
    script = rack_call(ca, ["L·L", "?"], ["A", "NY", "QU"], round_number=5)
    said = phrases(script)
    assert isinstance(script[0], Chime)
    assert said[0].text == "Ronda 5." and said[0].spoken == "Ronda cinc."
    slow = [p for p in said if p.pace == SLOW]
    assert [p.spoken for p in slow] == ["ela geminada", "escarràs", "a d'Alacant", "ena i grega", "cu de Querol"]
    fast = [p for p in said if p.pace == FAST]
    assert len(fast) == 1 and fast[0].spoken == "ela geminada, escarràs, a d'Alacant, ena i grega, cu de Querol."
    assert said[-1].text == "Temps!"
    assert said.index(fast[0]) == len(said) - 2


def test_alphabetical_order_puts_digraphs_after_their_letter():
    ca = naming_table("ca")
    said = phrases(rack_call(ca, ["S"], ["?", "NY", "L·L", "A", "N", "L"], order="alphabetical"))
    assert [p.text.split()[0] for p in said if p.pace == SLOW] == ["S", "A", "L", "L·L", "N", "NY", "escarràs"]
    es = naming_table("es")
    said = phrases(rack_call(es, [], ["RR", "Ñ", "N", "CH", "C", "D", "R"], order="alphabetical"))
    assert [p.text.split()[0] for p in said if p.pace == SLOW] == ["C", "CH", "D", "N", "Ñ", "R", "RR"]


def test_warnings():
    ca, es = naming_table("ca"), naming_table("es")
    assert [(type(i).__name__, getattr(i, "name", getattr(i, "text", ""))) for i in warning(ca, 60)] == [
        ("Chime", "one_minute"), ("Phrase", "1 minut!")]
    assert phrases(warning(ca, 30))[0].spoken == "Trenta segons!"
    assert phrases(warning(ca, 0))[0].text == "Temps!"
    assert phrases(warning(es, 60))[0].spoken == "¡Un minuto!"
    assert {warning(ca, s)[0].name for s in (60, 30, 0)} == {"one_minute", "thirty_seconds", "time"}
    with pytest.raises(ValueError, match="60, 30, 0"):
        warning(ca, 45)


def test_master_move_reveal():
    ca = naming_table("ca")
    said = phrases(master_move(ca, "15G PAL·LEs", 121, CATALAN))
    assert [p.spoken for p in said] == ["Jugada mestra: quinze Granollers.", "pal·les.", "escarràs: essa de Salou.",
                                        "cent vint-i-un punts."]
    assert said[1].text == "PAL·LEs"
    spelled = phrases(master_move(ca, "H8 CASA", 1, CATALAN, spell=True))
    assert [p.spoken for p in spelled][2:] == ["ce de Castelló", "a d'Alacant", "essa de Salou", "a d'Alacant",
                                                "Un punt."]
    es = phrases(master_move(naming_table("es"), "8H CHAVaL", 21, SPANISH))
    assert [p.spoken for p in es] == ["Jugada maestra: ocho Hungría.", "chaval.", "comodín: a de Alemania.",
                                      "veintiún puntos."]
    with pytest.raises(ValueError, match="no K tile"):
        master_move(ca, "H8 KIWI", 10, CATALAN)


def test_shipped_config_is_the_defaults():
    assert load_settings(ROOT / "config.yaml") == Settings(display=1)


@pytest.mark.parametrize("text, message", [
    ("voice:\n  slow_rate: 5\n", "voice.slow_rate must be a whole number 60–400"),
    ("voice:\n  pitch: 3\n", "unknown key voice.pitch"),
    ("warnings:\n  one_minute: maybe\n", "warnings.one_minute must be true or false"),
    ("naming_table: pobles\n", "naming_table must be one of"),
    ("colour: blue\n", "unknown key 'colour'"),
])
def test_bad_settings_are_named(tmp_path, text, message):
    path = tmp_path / "config.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError, match=message):
        load_settings(path)
