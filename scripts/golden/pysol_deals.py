#!/usr/bin/env python3
"""Independent reference for shared/design/deals.md, written from the text, not from src/engine.

It regenerates test/golden/deals.json, which test/engine/deals.test.ts compares with dealPosition.

    python3 scripts/golden/pysol_deals.py > test/golden/deals.json

Cards are strings 'AC', 'TD', 'KS'; every pile is listed bottom -> top (last = playable / next
dealt), as in the engine's Position. The Twister is CPython's own random.Random(N); only
random() is used from it, with randint(a, b) = a + int(random() * (b + 1 - a)) as deals.md says.
"""
import json
import random
import re
import sys

RANKS = 'A23456789TJQK'
SUITS = 'CSHD'  # PySolFC's order: clubs, spades, hearts, diamonds


def card(rank, suit):
    """rank 1..13, suit index 0..3 -> 'JD'."""
    return RANKS[rank - 1] + SUITS[suit]


def rank_of(c):
    return RANKS.index(c[0]) + 1


def suit_of(c):
    return SUITS.index(c[1])


# --- 1. Number -> generator -----------------------------------------------------------------

def parse_deal(text):
    """Returns (is_ms, n) or raises ValueError."""
    t = text.strip().lower()
    if t.startswith('ms'):
        body = t[2:]
        if not re.fullmatch(r'[0-9]+', body):
            raise ValueError(text)
        n = int(body)
        if not 1 <= n <= 2 ** 33 - 1:
            raise ValueError(text)
        return True, n
    if t.endswith('l'):
        t = t[:-1]
    t = re.sub(r'[\s#\-_.,]', '', t)
    if not re.fullmatch(r'[0-9]+', t):
        raise ValueError(text)
    n = int(t)
    if not 1 <= n < 10 ** 20:
        raise ValueError(text)
    return n < 32000, n


# --- 2. Generators ----------------------------------------------------------------------------

class MsLcg:
    def __init__(self, n):
        self.big = n >= 2 ** 32
        self.high = 2 ** 31 <= n < 2 ** 32
        self.x = n - 2 ** 32 if self.big else n

    def draw(self):
        self.x = (self.x * 214013 + 2531011) % 2 ** 33
        if self.big:
            return ((self.x >> 16) & 0xffff) + 1
        out = (self.x >> 16) & 0x7fff
        return out | 0x8000 if self.high else out

    def randint(self, a, b):
        return a + self.draw() % (b + 1 - a)


class Twister:
    def __init__(self, n):
        self.r = random.Random(n)

    def randint(self, a, b):
        return a + int(self.r.random() * (b + 1 - a))


# --- 3. Shuffle -------------------------------------------------------------------------------

def shuffled(decks, is_ms, n):
    pack = [card(rank, suit) for _ in range(decks) for suit in range(4) for rank in range(1, 14)]
    if is_ms and len(pack) == 52:
        pack = [pack[k] for i in range(13) for k in (i, i + 39, i + 26, i + 13)]
    gen = MsLcg(n) if is_ms else Twister(n)
    for i in range(len(pack) - 1, 0, -1):
        j = gen.randint(0, i)
        pack[i], pack[j] = pack[j], pack[i]
    return pack  # last element = top of the talon, dealt first


# --- 4. Per game ------------------------------------------------------------------------------

def layout(foundations, tableau, stock=None):
    return {'foundations': foundations, 'tableau': tableau, 'stock': stock or []}


def aces_in_deal_order(talon):
    """The four aces, clubs first, then spades, hearts, diamonds."""
    return [a for s in range(4) for a in talon if a == card(1, s)]


def deal_rows_round_robin(talon, rows):
    tableau = [[] for _ in range(rows)]
    k = 0
    while talon:
        tableau[k % rows].append(talon.pop())
        k += 1
    return tableau


def streets_and_alleys(talon):
    return layout([[] for _ in range(4)], deal_rows_round_robin(talon, 8))


def fortress(talon):
    return layout([[] for _ in range(4)], deal_rows_round_robin(talon, 10))


def beleaguered_castle(talon):
    aces = aces_in_deal_order(talon)
    rest = [c for c in talon if rank_of(c) != 1]
    talon = list(reversed(aces)) + rest  # aces at the bottom, clubs popped first
    tableau = [[] for _ in range(8)]
    for _ in range(6):
        for row in tableau:
            row.append(talon.pop())
    foundations = [[] for _ in range(4)]
    while talon:
        ace = talon.pop()
        foundations[suit_of(ace)].append(ace)
    return layout(foundations, tableau)


def citadel(talon):
    aces = aces_in_deal_order(talon)
    rest = [c for c in talon if rank_of(c) != 1]
    talon = rest + list(reversed(aces))  # aces on top, clubs popped first
    foundations = [[] for _ in range(4)]
    for _ in range(4):
        ace = talon.pop()
        foundations[suit_of(ace)].append(ace)
    tableau = [[] for _ in range(8)]
    row = 0
    while talon:
        c = talon.pop()
        home = foundations[suit_of(c)]
        if rank_of(home[-1]) == rank_of(c) - 1:
            home.append(c)
        else:
            tableau[row].append(c)
        row = (row + 1) % 8
    return layout(foundations, tableau)


def selective_castle(talon):
    rest = [c for c in talon if rank_of(c) != 1]
    # Beleaguered Castle would pop rest from the end: the stock's last card is offered first.
    return layout([[card(1, s)] for s in range(4)], [[] for _ in range(8)], rest)


CLOCK = ['2C', '3H', '4S', '5D', '6C', '7H', '8S', '9D', 'TC', 'JH', 'QS', 'KD']


def big_ben(talon):
    talon = list(talon)
    for c in CLOCK:
        talon.remove(c)  # list.remove takes the first copy from index 0
    talon = talon + list(reversed(CLOCK))  # 2C on top, dealt first
    foundations = [[talon.pop()] for _ in range(12)]
    tableau = [[] for _ in range(12)]
    for _ in range(3):
        for row in tableau:
            row.append(talon.pop())
    return layout(foundations, tableau, talon)


GAMES = {
    'big-ben': (2, big_ben),
    'beleaguered-castle': (1, beleaguered_castle),
    'streets-and-alleys': (1, streets_and_alleys),
    'citadel': (1, citadel),
    'fortress': (1, fortress),
    'selective-castle': (1, selective_castle),
    'sham-battle': (1, beleaguered_castle),
}

DEALS = ['1', '2', '617', '31999', '32000', '123456789012', '10000000000000000007',
         '99999999999999999999', 'ms1', 'ms2147483648', 'ms4294967296', 'ms8589934591']


def deal(game, text):
    decks, hook = GAMES[game]
    is_ms, n = parse_deal(text)
    return hook(shuffled(decks, is_ms, n))


def self_check():
    """The check values deals.md gives, so a broken reference cannot pass silently."""
    lcg = MsLcg(1)
    assert [lcg.draw() for _ in range(5)] == [41, 18467, 6334, 26500, 19169]
    assert random.Random(123456789012).random() == 0.37701448538609916
    sa = deal('streets-and-alleys', '1')['tableau']
    assert ' '.join(sa[0]) == 'JD KD 2S 4C 3S 6D 6S' and ' '.join(sa[4]) == '5D AD JS 4H 8H 6C'


def dump(entries):
    """One pile a line, so the golden file diffs readably."""
    piles = lambda ps: '[\n' + ',\n'.join('   ' + json.dumps(p) for p in ps) + '\n  ]'
    items = []
    for e in entries:
        items.append(' {\n  "game": %s, "deal": %s,\n  "foundations": %s,\n  "tableau": %s,\n  "stock": %s\n }' % (
            json.dumps(e['game']), json.dumps(e['deal']), piles(e['foundations']), piles(e['tableau']),
            json.dumps(e['stock'])))
    return '[\n' + ',\n'.join(items) + '\n]\n'


def main():
    self_check()
    out = [{'game': game, 'deal': text, **deal(game, text)} for game in GAMES for text in DEALS]
    assert json.loads(dump(out)) == out
    sys.stdout.write(dump(out))


if __name__ == '__main__':
    main()
