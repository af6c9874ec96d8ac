"""Players files as a club's spreadsheet saves them: Excel's "CSV" in a Catalan or Spanish
Windows (semicolons, Windows-1252, CRLF), "CSV UTF-8" (a byte order mark), commas, a header naming the
columns in any order, a licence number; and a file that cannot be read told in one line in the judge's
language, naming the file and the line."""

import re

import pytest

from conductor.game.players import Player, PlayersError, parse_players, read_players


def excel(path, text, encoding="cp1252"):
    """The file as Excel writes it: CRLF line ends, in `encoding` (cp1252, or utf-8-sig for "CSV UTF-8")."""
    path.write_bytes(text.replace("\n", "\r\n").encode(encoding))
    return path


def test_semicolons_windows_1252_and_crlf(tmp_path):
    path = excel(tmp_path / "jugadors.csv", "Nom;Taula;Club\nNúria Puigdomènech;1;Club d'Escrabel Lleida\n"
                                            "Ramon Çanals;2;\nÀngels Ferré;3;CE Girona\n")
    assert path.read_bytes().count(b"\xfa") == 1               # "ú" as Windows-1252 writes it
    assert read_players(path, "ca") == [Player(1, "Núria Puigdomènech", "Club d'Escrabel Lleida"),
                                  Player(2, "Ramon Çanals"), Player(3, "Àngels Ferré", "CE Girona")]


def test_a_byte_order_mark_and_commas(tmp_path):
    path = excel(tmp_path / "jugadores.csv", "nombre,mesa,club\nMaría Núñez,1,Club Madrid\nIñaki Peña,2\n",
                 "utf-8-sig")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    assert read_players(path, "es") == [Player(1, "María Núñez", "Club Madrid"), Player(2, "Iñaki Peña")]


def test_a_licence_column_and_columns_in_any_order(tmp_path):
    path = excel(tmp_path / "p.csv", "Taula;Llicència;Nom;Club\n1;CAT-0042;Núria Puig;CE Lleida\n2;;Pere Vila;\n")
    players = read_players(path, "ca")
    assert players == [Player(1, "Núria Puig", "CE Lleida", "CAT-0042"), Player(2, "Pere Vila")]
    # the log keeps the licence when there is one, and an old log's players (no licence) read as before
    assert players[0].to_json() == {"table": 1, "name": "Núria Puig", "club": "CE Lleida", "licence": "CAT-0042"}
    assert players[1].to_json() == {"table": 2, "name": "Pere Vila", "club": ""}
    assert Player.from_json({"table": 2, "name": "Pere Vila", "club": ""}) == players[1]
    assert Player.from_json(players[0].to_json()) == players[0]
    # without a header: name, table, club, licence
    assert parse_players("Anna;1;Club A;L-1\nBernat;2\n", "players", "en") == [Player(1, "Anna", "Club A", "L-1"), Player(2, "Bernat")]


def test_quoted_cells_and_comments(tmp_path):
    text = '# the club\'s list\n"Puig; Núria";1\n"Vila, Pere";2;"Club ""Els Mots"""\n'
    assert parse_players(text, "players", "en") == [Player(1, "Puig; Núria"), Player(2, "Vila, Pere", 'Club "Els Mots"')]


@pytest.mark.parametrize("language, said", [
    ("ca", "fitxer de jugadors '{path}', línia 3: la taula 'x' no és un número"),
    ("es", "fichero de jugadores '{path}', línea 3: la mesa 'x' no es un número"),
])
def test_a_bad_line_is_one_line_in_the_judges_language(tmp_path, language, said):
    path = excel(tmp_path / "p.csv", "Nom;Taula\nAnna;1\nBernat;x\n")
    with pytest.raises(PlayersError) as error:
        read_players(path, language)
    assert error.value.said() == said.format(path=path) and "\n" not in error.value.said()     # the judge's


@pytest.mark.parametrize("text, ca", [
    ("Anna;1\nBernat;1\n", "línia 2: la taula 1 hi surt dues vegades"),
    ("Anna;0\n", "línia 1: les taules es numeren des de l'1"),
    ("Anna\n", "línia 1: escriu nom,taula (i, si cal, club i llicència)"),
    ("Nom;Taula\nAnna\n", "línia 2: escriu nom;taula (i, si cal, club i llicència)"),
    ("Nom;Taula\n", "no hi ha cap jugador"),
])
def test_every_refusal_in_catalan(tmp_path, text, ca):
    with pytest.raises(PlayersError) as error:
        read_players(excel(tmp_path / "p.csv", text), "ca")
    assert ca in error.value.said()


def test_a_missing_file_or_a_binary_one(tmp_path):
    with pytest.raises(PlayersError) as error:
        read_players(tmp_path / "cap.csv", "es")
    assert error.value.said().startswith(f"fichero de jugadores '{tmp_path / 'cap.csv'}': no se ha podido leer (")
    (tmp_path / "foto.csv").write_bytes(bytes(range(256)) * 4)
    with pytest.raises(PlayersError) as error:
        read_players(tmp_path / "foto.csv", "ca")
    assert re.search("fitxer de jugadors .*foto.csv", error.value.said())


def test_utf16_as_excels_unicode_text(tmp_path):
    path = tmp_path / "p.txt"
    path.write_bytes("Nom\tTaula\r\nNúria\t1\r\n".encode("utf-16"))
    assert read_players(path, "ca") == [Player(1, "Núria")]
