"""The catalogue: one entry a text, the Italian and the English side by side."""

TEXTS: dict[str, dict[str, str]] = {
    # -- the terminal: briscola-teach demo / play -----------------------------------------
    "cli.title": {
        "it": "Briscola: una mano a {players} giocatori (smazzata n. {seed})",
        "en": "Briscola: a hand for {players} players (deal no. {seed})",
    },
    "cli.title_151": {
        "it": "Briscola a 151: una mano a {players} giocatori (smazzata n. {seed})",
        "en": "Briscola a 151: a hand for {players} players (deal no. {seed})",
    },
    "cli.briscola": {
        "it": "La briscola è {card:the}: il seme di briscola è {suit}. Resta sotto il mazzo e si pesca per ultima.",
        "en": "The briscola card is {card:the}: the trump suit is {suit}. It lies under the deck and is drawn last.",
    },
    "cli.dealer": {
        "it": "Fa le carte {player}; apre {leader}.",
        "en": "{player} deals; {leader} leads.",
    },
    "cli.teams": {
        "it": "Squadre: {teams}.",
        "en": "Teams: {teams}.",
    },
    "cli.player": {"it": "Giocatore {seat}", "en": "Player {seat}"},
    "cli.you": {"it": "Tu", "en": "You"},
    "cli.trick": {"it": "Presa {number}:", "en": "Trick {number}:"},
    "cli.plays": {"it": "{player} gioca {card:the}", "en": "{player} plays {card:the}"},
    "cli.takes": {
        "it": "{player} prende la presa ({points} punti).",
        "en": "{player} takes the trick ({points} points).",
    },
    "cli.draws": {
        "it": "Si pesca: {draws}. Nel mazzo restano {left} carte.",
        "en": "Drawing: {draws}. {left} cards are left in the deck.",
    },
    "cli.last_tricks": {
        "it": "Il mazzo è finito: le ultime prese si giocano senza pescare.",
        "en": "The deck is used up: the last tricks are played without drawing.",
    },
    "cli.declares": {
        "it": "{player} accusa Cavallo e Re di {suit}: {points} punti.",
        "en": "{player} declares Knight and King of {suit}: {points} points.",
    },
    "cli.swaps": {
        "it": "{player} cambia {seven:the} con {taken:the} (sette leva).",
        "en": "{player} swaps {seven:the} for {taken:the} (sette leva).",
    },
    "cli.points": {"it": "{side}: {points} punti", "en": "{side}: {points} points"},
    "cli.wins": {"it": "Vittoria di {side}.", "en": "Victory for {side}."},
    "cli.draw": {
        "it": "Pareggio: sessanta e sessanta, la partita è fatta.",
        "en": "A draw: sixty all.",
    },
    "cli.draw_many": {
        "it": "Pareggio: i migliori hanno gli stessi punti.",
        "en": "A draw: the top scores are equal.",
    },
    "cli.your_hand": {"it": "La tua mano: {cards}", "en": "Your hand: {cards}"},
    "cli.on_table": {"it": "In tavola: {cards}", "en": "On the table: {cards}"},
    "cli.ask": {
        "it": "Quale carta giochi? (codice come 1d o numero 1-{count}) ",
        "en": "Which card do you play? (a code like 1d or a number 1-{count}) ",
    },
    "cli.bad_choice": {
        "it": "Non capisco {answer!r}: scrivi il numero di una carta della tua mano o il suo codice.",
        "en": "I do not understand {answer!r}: type the number of a card in your hand or its code.",
    },
    "cli.not_in_hand": {
        "it": "{card:The} non è nella tua mano.",
        "en": "{card:The} is not in your hand.",
    },
    "cli.bye": {"it": "Partita interrotta.", "en": "Game stopped."},

    # -- the advisor: reasons built from the search's numbers -----------------------------
    "advice.exact_win": {
        "it": "Tutte le carte sono note: con {card:the} i 61 sono garantiti ({points} punti con il gioco migliore).",
        "en": "Every card is known: {card:the} guarantees 61 ({points} points with the best play).",
    },
    "advice.exact_win_any": {
        "it": "Tutte le carte sono note: con {card:the} la vittoria è garantita ({points} punti con il gioco migliore).",
        "en": "Every card is known: {card:the} guarantees the win ({points} points with the best play).",
    },
    "advice.exact_draw": {
        "it": "Tutte le carte sono note: con {card:the} il meglio è il pareggio, 60 a 60.",
        "en": "Every card is known: with {card:the} a 60-60 draw is the best you can get.",
    },
    "advice.exact_draw_any": {
        "it": "Tutte le carte sono note: con {card:the} il meglio è il pareggio.",
        "en": "Every card is known: with {card:the} a draw is the best you can get.",
    },
    "advice.exact_loss": {
        "it": "Tutte le carte sono note: con {card:the} la mano è persa se l'avversario gioca bene ({points} punti).",
        "en": "Every card is known: with {card:the} the hand is lost against good play ({points} points).",
    },
    "advice.chance": {
        "it": "Con {card:the} vinci in {wins} smazzate possibili su 10 e finisci in media con {points} punti.",
        "en": "With {card:the} you win in {wins} of 10 possible deals and end with {points} points on average.",
    },
    "advice.taken": {
        "it": "In {count} smazzate possibili su 10 gli avversari ti prendono {card:the}.",
        "en": "In {count} of 10 possible deals the other side takes your {card}.",
    },
    "advice.takes": {
        "it": "In {count} smazzate possibili su 10 questa presa è tua.",
        "en": "In {count} of 10 possible deals this trick is yours.",
    },
    "advice.best": {
        "it": "È la carta migliore.",
        "en": "This is the best card.",
    },
    "advice.costs": {
        "it": "Rispetto alla migliore costa {chance} punti percentuali di vittoria e {points} punti.",
        "en": "Compared with the best it costs {chance} percentage points of winning and {points} points.",
    },
    "advice.costs_one": {
        "it": "Rispetto alla migliore costa {chance} punti percentuali di vittoria e un punto.",
        "en": "Compared with the best it costs {chance} percentage points of winning and one point.",
    },
    "review.mistake": {
        "it": "Presa {trick}: hai giocato {played:the}; era meglio {best:the}.",
        "en": "Trick {trick}: you played {played:the}; {best:the} was better.",
    },
    "review.good": {
        "it": "Presa {trick}: {played:The} era la scelta giusta.",
        "en": "Trick {trick}: {played:The} was the right choice.",
    },
    "advice.bid": {
        "it": "{bid}: chiamando {card:the} lo fai in {count} smazzate simulate su 10.",
        "en": "{bid}: calling {card:the} you make it in {count} of 10 simulated deals.",
    },
    "advice.bid_alone": {
        "it": "{bid}: {card:the} è tuo, giocheresti da solo; lo fai in {count} smazzate simulate su 10.",
        "en": "{bid}: {card:the} is yours, you would play alone; you make it in {count} of 10 simulated deals.",
    },
    "advice.pass": {
        "it": "Passo: nessuna chiamata arriva al contratto in almeno metà delle smazzate simulate.",
        "en": "Pass: no call makes the contract in at least half of the simulated deals.",
    },
    "advice.pass_could": {
        "it": "Passo: lasci l'asta, ma potresti dire {bid} e farlo in {count} smazzate simulate su 10.",
        "en": "Pass: you leave the auction, though you could bid {bid} and make it in {count} of 10 simulated deals.",
    },
}
