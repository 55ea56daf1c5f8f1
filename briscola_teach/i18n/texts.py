"""The catalogue: one entry a text, the Italian and the English side by side."""

TEXTS: dict[str, dict[str, str]] = {
    # -- the terminal: briscola-teach demo / play -----------------------------------------
    "cli.title": {
        "it": "Briscola: una smazzata a {players} giocatori (n. {seed})",
        "en": "Briscola: a hand for {players} players (deal no. {seed})",
    },
    "cli.title_plain": {
        "it": "Una smazzata di Briscola a {players} giocatori",
        "en": "A hand of Briscola for {players} players",
    },
    "cli.title_151_plain": {
        "it": "Una smazzata di Briscola a 151, a {players} giocatori",
        "en": "A hand of Briscola a 151 for {players} players",
    },
    "cli.title_151": {
        "it": "Briscola a 151: una smazzata a {players} giocatori (n. {seed})",
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
        "it": "Pareggio: sessanta e sessanta, nessuno vince.",
        "en": "A draw: sixty points each, nobody wins.",
    },
    "cli.draw_many": {
        "it": "Pareggio: il punteggio più alto è di più giocatori.",
        "en": "A draw: more than one player has the top score.",
    },
    "cli.your_hand": {"it": "La tua mano: {cards}", "en": "Your hand: {cards}"},
    "cli.on_table": {"it": "In tavola: {cards}", "en": "On the table: {cards}"},
    "cli.ask": {
        "it": "Quale carta giochi? (il suo numero da 1 a {count}, il nome o la sigla tra parentesi quadre) ",
        "en": "Which card do you play? (its number from 1 to {count}, its name or the short code in square brackets) ",
    },
    "cli.bad_choice": {
        "it": "Non capisco «{answer}»: scrivi il numero di una carta della tua mano, il suo nome o la sua sigla.",
        "en": "I do not understand “{answer}”: type the number of a card in your hand, its name or its short code.",
    },
    "cli.not_in_hand": {
        "it": "{card:The} non è nella tua mano.",
        "en": "{card:The} is not in your hand.",
    },
    "cli.bye": {"it": "Partita interrotta.", "en": "Game stopped."},

    # -- the advisor: the idea that decides each card, then its figures, shown one way -----
    # -- (issue 13, section 5: ai/ideas.py finds the idea, ai/advice.py says it) ----------
    "advice.idea_exact": {
        "it": "Tutte le carte sono note: le ultime prese si contano esattamente.",
        "en": "Every card is known: the last tricks are counted exactly.",
    },
    "advice.idea_lead_liscio": {
        "it": "«Apri con un liscio», dice il consiglio: {card:the} non vale punti, e chi lo prende non ci guadagna niente.",
        "en": "“Lead a liscio”, says the tip: {card:the} is worth no points, and whoever takes it gains nothing.",
    },
    "advice.idea_lead_figure": {
        "it": "Una figura rischia poco: se gli avversari prendono {card:the}, guadagnano solo {points} punti.",
        "en": "A figure risks little: if the other side takes {card:the}, they gain only {points} points.",
    },
    # the same idea at a table of two: one opponent (``Idea.one_opponent``)
    "advice.idea_lead_figure_one": {
        "it": "Una figura rischia poco: se l'avversario prende {card:the}, guadagna solo {points} punti.",
        "en": "A figure risks little: if your opponent takes {card:the}, they gain only {points} points.",
    },
    "advice.idea_lead_trump": {
        "it": "Non sprecare le briscole: aprendo con {card:the} spendi una briscola in una presa che vale poco; tienila per prendere i carichi.",
        "en": "Do not waste trumps: leading {card:the} spends a trump on a trick worth little; keep it to take carichi.",
    },
    "advice.idea_carico_risk": {
        "it": "{card:The} non è al sicuro: {out}.",
        "en": "{card:The} is not safe: {out}.",
    },
    "advice.idea_top_trump": {
        "it": "{card:The} è la briscola più forte: niente può prenderlo, e vale {points} punti.",
        "en": "{card:The} is the strongest trump: nothing can take it, and it is worth {points} points.",
    },
    "advice.idea_safe_gone": {
        "it": "Con {other:the} già giocato, {card:the} è al sicuro: nessuna carta ancora fuori può prenderlo.",
        "en": "With {other:the} already played, {card:the} is safe: no card still out can take it.",
    },
    "advice.idea_safe_mine": {
        "it": "Con {other:the} nella tua mano, {card:the} è al sicuro: nessuna carta ancora fuori può prenderlo.",
        "en": "With {other:the} in your own hand, {card:the} is safe: no card still out can take it.",
    },
    "advice.idea_safe_turned": {
        "it": "Con {other:the} ancora sotto il mazzo, {card:the} è al sicuro in questa presa.",
        "en": "With {other:the} still under the deck, {card:the} is safe in this trick.",
    },
    "advice.idea_safe_partner": {
        "it": "{other:The} è nella mano del tuo compagno: {card:the} è al sicuro.",
        "en": "{other:The} is in your partner's hand: {card:the} is safe.",
    },
    "advice.idea_safe_no_trumps": {
        "it": "Con le altre briscole già giocate o nella tua mano, {card:the} è al sicuro: nessuna carta ancora fuori può prenderlo.",
        "en": "With the other trumps already played or in your hand, {card:the} is safe: no card still out can take it.",
    },
    "advice.idea_strozzo": {
        "it": "Strozzo: {card:the} prende {other:the} nel suo stesso seme, {points} punti senza spendere una briscola.",
        "en": "Strozzo: {card:the} takes {other:the} in its own suit, {points} points without spending a trump.",
    },
    "advice.risk": {
        "it": "Ma non è al sicuro: {out}.",
        "en": "But it is not safe: {out}.",
    },
    "advice.idea_save_trump": {
        "it": "Tieni la briscola per un carico: questa presa vale solo {points} punti.",
        "en": "Save your trump for a carico: this trick is worth only {points} points.",
    },
    "advice.idea_save_trump_nothing": {
        "it": "Tieni la briscola per un carico: questa presa non vale niente.",
        "en": "Save your trump for a carico: this trick is worth nothing.",
    },
    "advice.idea_take_points": {
        "it": "Prendi i punti subito: {card:the} si porta a casa di sicuro la presa e i suoi {points} punti.",
        "en": "Take the points now: {card:the} surely takes the trick and its {points} points.",
    },
    "advice.idea_take_lead": {
        "it": "{card:The} prende di sicuro la presa: non vale punti, ma poi apri tu.",
        "en": "{card:The} surely takes the trick: it is worth no points, but you lead the next one.",
    },
    "advice.idea_take_risky": {
        "it": "{card:The} per ora prende la presa ({points} punti), ma non è al sicuro: {out}.",
        "en": "{card:The} takes the trick for now ({points} points), but it is not safe: {out}.",
    },
    "advice.idea_load": {
        "it": "Carica la presa del compagno: nessuno dopo di te può portargliela via, e {card:the} ci aggiunge {points} punti.",
        "en": "Load your partner's trick: nobody after you can take it from them, and {card:the} adds {points} points to it.",
    },
    "advice.idea_load_risk": {
        "it": "La presa per ora è del compagno, ma non è al sicuro: {out}; {card:the} ci metterebbe {points} punti.",
        "en": "Your partner holds the trick for now, but it is not safe: {out}; {card:the} would put {points} points in it.",
    },
    "advice.idea_save_trump_partner": {
        "it": "La presa è già del compagno: non serve spendere {card:the}, tieni la briscola per un carico.",
        "en": "Your partner already holds the trick: no need to spend {card:the}, save your trump for a carico.",
    },
    "advice.idea_gives_points": {
        "it": "{card:The} non prende: regala {points} punti agli avversari.",
        "en": "{card:The} does not take the trick: it gives {points} points to the other side.",
    },
    "advice.idea_gives_points_one": {
        "it": "{card:The} non prende: regala {points} punti all'avversario.",
        "en": "{card:The} does not take the trick: it gives {points} points to your opponent.",
    },
    "advice.idea_gives_open": {
        "it": "{card:The} per ora non prende: i suoi {points} punti vanno a chi prende la presa, e il tuo compagno gioca ancora dopo di te.",
        "en": "{card:The} does not hold the trick for now: its {points} points go to whoever takes it, and your partner still plays after you.",
    },
    "advice.still_best": {
        "it": "Resta comunque la carta migliore: {why}.",
        "en": "It is still the best card: {why}.",
    },
    "advice.still_close": {
        "it": "Resta la carta migliore, ma di poco: {why}.",
        "en": "It is still the best card, by a little: {why}.",
    },
    "advice.worse": {
        "it": "Qui {card:the} è un errore costoso: {best:the} fa meglio.",
        "en": "Here {card:the} is a costly mistake: {best:the} does better.",
    },
    "advice.idea_gives_unknown": {
        "it": "{card:The} non prende: i suoi {points} punti vanno a chi prende la presa, e non sai ancora da che parte sta.",
        "en": "{card:The} does not take the trick: its {points} points go to whoever takes it, and you do not know their side yet.",
    },
    "advice.idea_safe_blind": {
        "it": "In questa presa non ci sono briscole: {card:the} è la carta più forte rimasta nel suo seme, e niente può prenderlo.",
        "en": "There are no trumps in this trick: {card:the} is the strongest card left in its suit, and nothing can take it.",
    },
    "advice.idea_gives_trump": {
        "it": "{card:The} non prende, e spreca una briscola.",
        "en": "{card:The} does not take the trick, and wastes a trump.",
    },
    "advice.idea_follow_liscio": {
        "it": "Un liscio non regala niente: {card:the} non aggiunge punti alla presa.",
        "en": "A liscio gives nothing away: {card:the} adds no points to the trick.",
    },
    "advice.out_one": {"it": "{cards} è ancora fuori", "en": "{cards} is still out"},
    "advice.out_many": {"it": "{cards} sono ancora fuori", "en": "{cards} are still out"},
    "advice.trumps_named": {"it": "{ranks} di briscola", "en": "{ranks} of trumps"},
    "advice.suit_named": {"it": "{ranks} dello stesso seme", "en": "{ranks} of the same suit"},
    "advice.trumps_count": {"it": "{count} briscole", "en": "{count} trumps"},
    "advice.trumps_count_one": {"it": "una briscola", "en": "one trump"},
    # the tips of lesson 5 a card may break (``ideas.TRUMP_TIP``, ``ideas.CARICO_TIP``)
    "advice.tip_trump": {"it": "non sprecare le briscole", "en": "do not waste trumps"},
    "advice.tip_carico": {"it": "tieni al sicuro i carichi", "en": "keep your carichi safe"},
    "advice.tip_broken": {
        "it": "Di solito vale il consiglio «{tip}»; qui però conviene fare un'eccezione: {why}.",
        "en": "The usual tip is “{tip}”; here, though, an exception pays: {why}.",
    },
    "advice.tip_close": {
        "it": "Di solito vale il consiglio «{tip}»; qui però fa poca differenza: {why}.",
        "en": "The usual tip is “{tip}”; here, though, it makes little difference: {why}.",
    },
    # why the best card is an exception (``ideas.exception``); {card} is that card
    "advice.except_close": {
        "it": "la seconda carta migliore rende quasi lo stesso",
        "en": "the second-best card does almost as well",
    },
    "advice.except_only_wins": {
        "it": "solo con {card:the} puoi ancora vincere la smazzata",
        "en": "only {card:the} can still win you the hand",
    },
    "advice.except_trumps_gone": {
        "it": "le altre briscole sono già uscite, e le tue prenderanno comunque, quando le giochi",
        "en": "the other trumps are gone, so yours will take whenever you play them",
    },
    "advice.except_no_cheaper": {
        "it": "ogni altra carta della tua mano vale punti o è anch'essa una briscola: non hai un liscio fuori briscola da giocare al suo posto",
        "en": "every other card in your hand carries points or is a trump too: you have no liscio outside trumps to play instead",
    },
    # the trump surely keeps a cheap trick, and every other card costs more (ideas.exception)
    "advice.except_no_cheaper_take": {
        "it": "ogni altra carta della tua mano vale punti o è anch'essa una briscola; {card:the} invece si prende la presa di sicuro e porta a casa i suoi {points} punti",
        "en": "every other card in your hand carries points or is a trump too; {card:the}, though, surely takes the trick and brings its own {points} points home",
    },
    "advice.except_no_cheaper_take_nothing": {
        "it": "ogni altra carta della tua mano vale punti o è anch'essa una briscola; {card:the} invece si prende la presa di sicuro senza regalare niente",
        "en": "every other card in your hand carries points or is a trump too; {card:the}, though, surely takes the trick and gives nothing away",
    },
    # ... and every other card would give its points away ({them}: advice.to_them[_one])
    "advice.except_no_cheaper_gives": {
        "it": "le altre carte della tua mano regalerebbero i loro punti {them}, mentre {card:the} si prende la presa di sicuro e porta a casa i suoi {points} punti",
        "en": "the other cards in your hand would give their points {them}, while {card:the} surely takes the trick and brings its own {points} points home",
    },
    "advice.except_no_cheaper_gives_nothing": {
        "it": "le altre carte della tua mano regalerebbero i loro punti {them}, mentre {card:the} si prende la presa di sicuro senza regalare niente",
        "en": "the other cards in your hand would give their points {them}, while {card:the} surely takes the trick and gives nothing away",
    },
    "advice.to_them": {"it": "agli avversari", "en": "to the other side"},
    "advice.to_them_one": {"it": "all'avversario", "en": "to your opponent"},
    "advice.except_last_chance": {
        "it": "è l'ultima occasione per prendere questi punti",
        "en": "it is the last chance to take these points",
    },
    "advice.except_nearly_over": {
        "it": "la smazzata è quasi finita, e tenere {card:the} per dopo non serve più",
        "en": "the hand is nearly over, and keeping {card:the} for later no longer pays",
    },
    "advice.except_wins_more": {
        "it": "con {card:the} vinci più spesso che con qualunque altra carta",
        "en": "with {card:the} you win more often than with any other card",
    },
    "advice.except_count": {
        "it": "contando tutte le smazzate come questa, {card:the} rende comunque di più",
        "en": "counting every deal like this one, {card:the} still does better",
    },
    "advice.exact_win": {
        "it": "Con {card:the} i 61 sono garantiti ({points} punti con il gioco migliore).",
        "en": "{card:The} guarantees 61 ({points} points with the best play).",
    },
    "advice.exact_win_any": {
        "it": "Con {card:the} la vittoria è garantita ({points} punti con il gioco migliore).",
        "en": "{card:The} guarantees the win ({points} points with the best play).",
    },
    "advice.exact_draw": {
        "it": "Con {card:the} il meglio è il pareggio, 60 a 60.",
        "en": "With {card:the} a 60-60 draw is the best you can get.",
    },
    "advice.exact_draw_any": {
        "it": "Con {card:the} il meglio è il pareggio.",
        "en": "With {card:the} a draw is the best you can get.",
    },
    "advice.exact_loss": {
        "it": "Con {card:the} la smazzata è persa, se l'avversario gioca bene ({points} punti).",
        "en": "With {card:the} the hand is lost against good play ({points} points).",
    },
    "advice.chance": {
        "it": "Su 10 smazzate come questa, ne vinci {wins}, con {points} punti in media.",
        "en": "In 10 deals like this one, you win {wins}, with {points} points on average.",
    },
    "advice.figures_one": {
        "it": "vinci in 1 smazzata su 10 · {points} punti",
        "en": "wins in 1 of 10 deals · {points} points",
    },
    "advice.chance_one": {
        "it": "Su 10 smazzate come questa, ne vinci una, con {points} punti in media.",
        "en": "In 10 deals like this one, you win one, with {points} points on average.",
    },
    "advice.figures": {
        "it": "vinci in {wins} smazzate su 10 · {points} punti",
        "en": "wins in {wins} of 10 deals · {points} points",
    },
    "advice.figures_exact": {
        "it": "tutte le carte note: {result}, {points} punti",
        "en": "every card known: {result}, {points} points",
    },
    "advice.result_win": {"it": "una vittoria", "en": "a win"},
    "advice.result_draw": {"it": "un pareggio", "en": "a draw"},
    "advice.result_loss": {"it": "una sconfitta", "en": "a loss"},
    "advice.best": {
        "it": "È la carta migliore.",
        "en": "This is the best card.",
    },
    "advice.costs": {
        "it": "Rispetto alla carta migliore: {what}.",
        "en": "Compared with the best card: {what}.",
    },
    "advice.cost_wins": {"it": "{count} vittorie in meno su 10 smazzate", "en": "{count} fewer wins in 10 deals"},
    "advice.cost_wins_one": {"it": "una vittoria in meno su 10 smazzate", "en": "one win fewer in 10 deals"},
    "advice.cost_points": {"it": "{count} punti in meno", "en": "{count} points less"},
    "advice.cost_points_one": {"it": "un punto in meno", "en": "one point less"},
    "advice.gain_points": {"it": "pur con {count} punti in più", "en": "though with {count} points more"},
    "advice.gain_points_one": {"it": "pur con un punto in più", "en": "though with one point more"},
    "advice.cost_result": {"it": "{mine} invece di {best}", "en": "{mine} instead of {best}"},
    "advice.both": {"it": "{first} e {second}", "en": "{first} and {second}"},
    "advice.as_good": {
        "it": "A questi numeri vale quanto la carta migliore.",
        "en": "By these figures it is as good as the best card.",
    },
    "review.mistake": {
        "it": "Presa {trick}: hai giocato {played:the}; era meglio {best:the}.",
        "en": "Trick {trick}: you played {played:the}; {best:the} was better.",
    },
    "review.good": {
        "it": "Presa {trick}: {played:The} era la scelta giusta.",
        "en": "Trick {trick}: {played:The} was the right choice.",
    },
    "review.fine": {
        "it": "Presa {trick}: hai giocato {played:the}; la carta migliore era {best:the}, ma non si può dire con sicurezza che sia stato un errore costoso.",
        "en": "Trick {trick}: you played {played:the}; the best card was {best:the}, but it cannot be said for sure to have been a costly mistake.",
    },
    "review.cost": {"it": "Costo: {what}.", "en": "Cost: {what}."},
    "review.how_often": {
        "it": "Con {best:the} sarebbe andata meglio {often}.",
        "en": "{best:The} would have done better {often}.",
    },
    "review.often_almost_always": {
        "it": "quasi sempre, in quasi tutte le smazzate come questa",
        "en": "almost always, in nearly every deal like this one",
    },
    "review.often_often": {
        "it": "spesso, in molte smazzate come questa",
        "en": "often, in many deals like this one",
    },
    "review.often_sometimes": {
        "it": "solo in alcune smazzate come questa, ma in quelle di molto",
        "en": "only in some deals like this one, but by a lot in those",
    },
    "review.given_away": {
        "it": "Punti regalati rispetto alla carta migliore: circa {points}.",
        "en": "Points given away against the best card: about {points}.",
    },
    # -- the auction judged at a final table (issue 24): the bids and the call count too
    "review.auction_good": {
        "it": "Asta: hai detto «{bid}», una scelta sensata.",
        "en": "Auction: you said “{bid}”, a sound choice.",
    },
    "review.auction_pass": {
        "it": "Asta: hai passato, ma con {bid} la tua parte arrivava ai punti necessari {odds}. Un errore costoso.",
        "en": "Auction: you passed, but with {bid} your side reached the points it needed {odds}. A costly mistake.",
    },
    "review.auction_hopeless": {
        "it": "Asta: hai detto «{bid}», ma la tua parte ci arrivava solo {odds}. Un errore costoso.",
        "en": "Auction: you said “{bid}”, but your side got there only {odds}. A costly mistake.",
    },
    "review.call_good": {
        "it": "Chiamata: {card:the}, una scelta sensata.",
        "en": "Call: {card:the}, a sound choice.",
    },
    "review.call_costly": {
        "it": "Chiamata: hai chiamato {card:the}; con {best:the} la tua parte arrivava ai punti del contratto in {chance} smazzate su 10 come questa invece di {mine}. Un errore costoso.",
        "en": "Call: you called {card:the}; with {best:the} your side reached the contract's points in {chance} deals out of 10 like this one instead of {mine}. A costly mistake.",
    },
    "review.call_costly_points": {
        "it": "Chiamata: hai chiamato {card:the}; con {best:the} la tua parte faceva in media {points} punti in più. Un errore costoso.",
        "en": "Call: you called {card:the}; with {best:the} your side made {points} more points on average. A costly mistake.",
    },
    "review.exception": {
        "it": "Giocare {best:the} va contro il consiglio «{tip}», ma qui è giusto: {why}.",
        "en": "Playing {best:the} goes against the tip “{tip}”, but rightly here: {why}.",
    },
    "review.still_best": {
        "it": "{best:The} aveva anche un difetto, ma era comunque meglio: {why}.",
        "en": "{best:The} had a drawback too, but it was still better: {why}.",
    },
    "review.count": {
        "it": "Contando le smazzate come questa, {best:the} rendeva di più.",
        "en": "Counting the deals like this one, {best:the} did better.",
    },
    "review.summary_title": {"it": "Com'è andata la smazzata", "en": "How the hand went"},
    # {them}: review.them, or review.them_one at a table of two
    "review.won": {
        "it": "Hai vinto {score}: in questa smazzata la tua parte ha avuto {my_trumps} e carte per {my_cards} punti, {them} {their_trumps} e carte per {their_cards} punti.",
        "en": "You won {score}: over the hand your side held {my_trumps} and cards worth {my_cards} points, {them} {their_trumps} and cards worth {their_cards} points.",
    },
    "review.lost": {
        "it": "Hai perso {score}: in questa smazzata la tua parte ha avuto {my_trumps} e carte per {my_cards} punti, {them} {their_trumps} e carte per {their_cards} punti.",
        "en": "You lost {score}: over the hand your side held {my_trumps} and cards worth {my_cards} points, {them} {their_trumps} and cards worth {their_cards} points.",
    },
    "review.draw": {
        "it": "Pareggio, {score}: in questa smazzata la tua parte ha avuto {my_trumps} e carte per {my_cards} punti, {them} {their_trumps} e carte per {their_cards} punti.",
        "en": "A draw, {score}: over the hand your side held {my_trumps} and cards worth {my_cards} points, {them} {their_trumps} and cards worth {their_cards} points.",
    },
    "review.them": {"it": "gli avversari", "en": "your opponents"},
    "review.them_one": {"it": "l'avversario", "en": "your opponent"},
    "review.score": {"it": "{mine} a {theirs}", "en": "{mine} to {theirs}"},
    "review.score_target": {
        "it": "{mine} a {theirs}, con {target} punti da fare",
        "en": "{mine} to {theirs}, with {target} points to make",
    },
    "review.trumps": {"it": "{count} briscole", "en": "{count} trumps"},
    "review.trumps_one": {"it": "una briscola", "en": "one trump"},
    "review.trick_ours": {
        "it": "la presa {trick} ({points} punti) alla tua parte",
        "en": "trick {trick} ({points} points) to your side",
    },
    "review.trick_theirs": {
        "it": "la presa {trick} ({points} punti) agli avversari",
        "en": "trick {trick} ({points} points) to your opponents",
    },
    "review.trick_theirs_one": {
        "it": "la presa {trick} ({points} punti) all'avversario",
        "en": "trick {trick} ({points} points) to your opponent",
    },
    "review.luck": {
        "it": "Fortuna e gioco: alla tua prima carta vincevi in {start} smazzate su 10 come questa; le tue scelte ne hanno date via di sicuro almeno {lost} su 10; il resto l'hanno fatto le carte pescate e quelle degli altri: {luck}",
        "en": "Luck and play: at your first card you won in {start} deals out of 10 like this one; your choices surely gave away at least {lost} of those 10; the rest came from the cards drawn and the others' cards: {luck}",
    },
    "review.luck_none": {
        "it": "Fortuna e gioco: alla tua prima carta vincevi in {start} smazzate su 10 come questa; le tue scelte, di sicuro, te ne hanno fatta perdere meno di una su 10; il resto l'hanno fatto le carte pescate e quelle degli altri: {luck}",
        "en": "Luck and play: at your first card you won in {start} deals out of 10 like this one; your choices surely cost you less than one of those 10; the rest came from the cards drawn and the others' cards: {luck}",
    },
    "review.luck_for": {
        "it": "la fortuna ti ha aiutato.",
        "en": "luck helped you.",
    },
    "review.luck_against": {
        "it": "le carte erano contro di te.",
        "en": "the cards were against you.",
    },
    "review.luck_even": {
        "it": "quanto abbia contato la fortuna, non si può dire con sicurezza.",
        "en": "how much luck counted cannot be told for sure.",
    },
    "review.swing": {
        "it": "Le prese più ricche: {tricks}; {choice}.",
        "en": "The richest tricks: {tricks}; {choice}.",
    },
    "review.costliest": {
        "it": "la tua scelta più cara è stata {played:the} nella presa {trick}, quando era meglio {best:the} ({cost})",
        "en": "your costliest choice was {played:the} in trick {trick}, where {best:the} was better ({cost})",
    },
    "review.no_costly": {
        "it": "nessuna tua scelta è costata molto",
        "en": "none of your choices cost much",
    },
    "review.no_costly_lost": {
        "it": "nessuna tua scelta è costata molto: hanno deciso le carte",
        "en": "none of your choices cost much: the cards decided it",
    },
    "advice.bid": {
        "it": "{bid}: se chiami {card:the}, la tua parte arriva a {target} punti {odds} ({points} in media).",
        "en": "{bid}: if you call {card:the}, your side reaches {target} points {odds} ({points} on average).",
    },
    "advice.bid_alone": {
        "it": "{bid}: {card:the} è tuo, quindi giocheresti da solo; arrivi a {target} punti {odds} ({points} in media).",
        "en": "{bid}: {card:the} is yours, so you would play alone; you reach {target} points {odds} ({points} on average).",
    },
    "advice.pass": {
        "it": "Passo: nessuna dichiarazione porta la tua parte ai punti necessari in almeno 6 smazzate su 10 come questa, e dichiarare sarebbe un rischio.",
        "en": "Pass: no bid gets your side the points it needs in 6 or more deals out of 10 like this one, so bidding would be a risk.",
    },
    "advice.pass_could": {
        "it": "Passo: lasci l'asta, ma con {bid} la tua parte arriverebbe ai punti necessari {odds}.",
        "en": "Pass: you leave the auction, though with {bid} your side would reach the points it needs {odds}.",
    },
    # a bid made in 5 deals of 10 or fewer is said to be a risk, in the same scale
    "advice.bid_risk": {
        "it": "È un rischio: nelle altre {count} smazzate su 10 la tua parte non ci arriva.",
        "en": "That is a risk: in the other {count} deals of 10 your side falls short.",
    },
    "advice.bid_hopeless": {
        "it": "Quasi sempre la tua parte non ci arriva: meglio non dichiararlo.",
        "en": "Your side almost always falls short: better not to bid it.",
    },
    # -- calibrated auction advice (issue 13, 5.3): the chance said as the play hints say it
    "advice.bid_odds": {
        "it": "in {count} smazzate su 10 come questa",
        "en": "in {count} deals out of 10 like this one",
    },
    "advice.bid_odds_one": {
        "it": "in una smazzata su 10 come questa",
        "en": "in one deal out of 10 like this one",
    },
    "advice.bid_own_monte": {
        "it": "{bid}: {card:the} è tuo; preso il monte, giocheresti da solo o col vicino di destra, e la tua parte arriva a {target} punti {odds} ({points} in media).",
        "en": "{bid}: {card:the} is yours; after taking the monte you would play alone or with your right-hand neighbour, and your side reaches {target} points {odds} ({points} on average).",
    },
    # -- end of calibrated auction advice

    # -- the card table (widgets) ---------------------------------------------------------
    "table.you": {"it": "Tu", "en": "You"},
    "table.opponent": {"it": "Avversario", "en": "Opponent"},
    "table.partner": {"it": "Compagno", "en": "Partner"},
    "table.your_hand": {"it": "La tua mano", "en": "Your hand"},
    "table.holding": {"it": "Prende", "en": "Winning"},
    "table.keys": {"it": "Tasti: le frecce scelgono la carta, Invio o il suo numero la gioca, H chiede un consiglio",
                   "en": "Keys: the arrows choose a card, Enter or its number plays it, H asks for a hint"},
    "table.keys_no_hint": {"it": "Tasti: le frecce scelgono la carta, Invio o il suo numero la gioca",
                           "en": "Keys: the arrows choose a card, Enter or its number plays it"},
    "table.log": {"it": "Cronaca della smazzata", "en": "What happened in the hand"},
    "table.say_play": {"it": "{player} gioca: {card}", "en": "{player} plays the {card}"},
    "table.say_you_play": {"it": "Hai giocato: {card}", "en": "You played the {card}"},
    "table.say_bid": {"it": "{player} dichiara: {bid}", "en": "{player} bids: {bid}"},
    "table.say_call": {"it": "{player} chiama: {card}", "en": "{player} calls the {card}"},
    "table.say_deck_empty": {"it": "Il mazzo è finito: si gioca con le carte in mano",
                             "en": "The deck is empty: play goes on with the cards in hand"},
    "table.takes": {"it": "Prende {player}: {points} punti", "en": "{player} takes the trick: {points} points"},
    "table.takes_you": {"it": "Prendi tu: {points} punti", "en": "You take the trick: {points} points"},
    "table.deck_left": {"it": "Nel mazzo: {count}", "en": "In the deck: {count}"},
    "table.deck_empty": {"it": "Il mazzo è finito", "en": "The deck is empty"},
    "table.trump": {"it": "Briscola: {suit}", "en": "Trumps: {suit}"},
    "table.over": {"it": "Smazzata finita", "en": "Hand over"},
    "table.your_turn": {"it": "Tocca a te", "en": "Your turn"},
    "table.their_turn": {"it": "Tocca {player}", "en": "{player} to play"},
    "table.deal": {"it": "Carte n. {number}", "en": "Deal no. {number}"},
    "table.hint": {"it": "Consiglio", "en": "Hint"},
    "table.review": {"it": "Revisione", "en": "Review"},
    "table.new_deal": {"it": "Nuova smazzata", "en": "New deal"},
    "table.again": {"it": "Rigioca questa smazzata", "en": "Play this deal again"},
    "match.next_hand": {"it": "Prossima smazzata", "en": "Next hand"},
    "match.score_points": {"it": "Partita a {target}: tu {mine}, avversari {theirs} · smazzata {hand}",
                           "en": "Match to {target}: you {mine}, opponents {theirs} · hand {hand}"},
    "match.score_hands": {"it": "Smazzate vinte: tu {mine}, avversari {theirs} · smazzata {hand}",
                          "en": "Hands won: you {mine}, opponents {theirs} · hand {hand}"},
    "match.won": {"it": "Hai vinto la partita, {mine} a {theirs}!",
                  "en": "You won the match, {mine} to {theirs}!"},
    "match.lost": {"it": "Partita persa, {mine} a {theirs}.", "en": "You lost the match, {mine} to {theirs}."},
    "match.over": {"it": "La partita è finita.", "en": "The match is over."},
    "match.finish_hand": {"it": "Prima finisci questa smazzata.", "en": "Finish this hand first."},
    "match.no_again": {"it": "In una partita ogni smazzata si gioca una volta sola.",
                       "en": "In a match each hand is played only once."},
    "match.restored": {"it": "Ecco la partita che stavi giocando: continua pure da questa smazzata.",
                       "en": "Here is the match you were playing: carry on from this hand."},
    "table.open_hands": {"it": "Carte scoperte", "en": "Open hands"},
    "table.back": {"it": "◀ Indietro", "en": "◀ Back"},
    "table.forward": {"it": "Avanti ▶", "en": "Forward ▶"},
    "table.live": {"it": "Torna al gioco ▶▶", "en": "Back to the game ▶▶"},
    "table.moment": {"it": "Mossa {step} su {total}", "en": "Move {step} of {total}"},
    "table.not_your_turn": {"it": "Aspetta: ora tocca {player}.", "en": "Wait: it is {player}'s turn."},
    "table.hand_is_over": {
        "it": "La smazzata è finita: premi «Nuova smazzata» per giocarne un'altra.",
        "en": "The hand is over: press “New deal” to play another.",
    },
    "table.watching": {
        "it": "Stai guardando un momento passato della smazzata: premi «Torna al gioco» per giocare.",
        "en": "You are looking at an earlier moment of the hand: press “Back to the game” to play.",
    },
    "table.hint_title": {"it": "Il consiglio: le tue carte dalla migliore", "en": "Hint: your cards, best first"},
    # -- a final table (issue 24): the stars count the learner's decisions, and a hint costs
    "table.replay_no_stars": {
        "it": "Stai rigiocando una smazzata che conosci già: si gioca per allenamento, senza stelle. Per le stelle, una smazzata nuova.",
        "en": "You are playing again a hand you already know: it is practice, with no stars. For stars, a new hand.",
    },
    "table.hint_costs": {
        "it": "A questo tavolo le stelle misurano le tue decisioni, non la fortuna: ogni consiglio che chiedi conta come {each} punti regalati.",
        "en": "At this table your stars measure your decisions, not luck: each hint you ask for counts as {each} points given away.",
    },
    "table.hint_costs_asked": {
        "it": "Consigli chiesti in questa smazzata: {count}. Ognuno conta come {each} punti regalati per le stelle.",
        "en": "Hints asked in this hand: {count}. Each counts as {each} points given away for your stars.",
    },
    "table.hint_costs_title": {
        "it": "Qui ogni consiglio chiesto conta come {each} punti regalati per le stelle.",
        "en": "Here each hint you ask for counts as {each} points given away for your stars.",
    },
    "table.judgement_title": {"it": "Le stelle di questa smazzata", "en": "The stars of this hand"},
    "table.judgement": {
        "it": "Le tue carte hanno regalato circa {given} punti rispetto alle carte migliori, in tutta la smazzata (vincere 1 smazzata su 10 in meno conta come {per_win} punti). Ogni consiglio chiesto conta {each} punti; consigli chiesti: {hints}. In tutto {total} punti: tre stelle fino a {three}, due fino a {two}, una oltre. Errori costosi: {plays}. Un errore costoso è una carta che, contando le smazzate come questa, di sicuro fa vincere almeno 1 smazzata su 10 in meno, o {points} punti in meno, rispetto alla carta migliore.",
        "en": "Your cards gave away about {given} points against the best cards over the whole hand (winning 1 deal in 10 fewer counts as {per_win} points). Each hint asked counts {each} points; hints asked: {hints}. In all {total} points: three stars up to {three}, two up to {two}, one beyond. Costly mistakes: {plays}. A costly mistake is a card that, counting the deals like this one, surely wins at least 1 deal in 10 fewer, or {points} points fewer, than the best card.",
    },
    "table.judgement_auction": {
        "it": "Errori costosi nell'asta e nella chiamata: {auction}; ognuno conta {each} punti regalati.",
        "en": "Costly mistakes in the auction and the call: {auction}; each counts {each} points given away.",
    },
    "table.hint_wait": {"it": "Il consiglio arriva quando tocca a te.", "en": "Hints come when it is your turn."},
    "table.review_title": {"it": "Revisione della smazzata", "en": "Review of the hand"},
    "table.review_wait": {"it": "La revisione è pronta a fine smazzata.", "en": "The review is ready when the hand is over."},
    "table.review_none": {
        "it": "Nessun errore importante: ben giocato!",
        "en": "No mistake worth showing: well played!",
    },
    "table.replay_trick": {"it": "Rivedi la presa {trick}", "en": "Show trick {trick}"},
    "table.pack": {"it": "Carte", "en": "Cards"},
    "table.pack_italian": {"it": "italiane", "en": "Italian"},
    "table.pack_french": {"it": "francesi", "en": "French"},
    "table.projector": {"it": "Carte grandi", "en": "Big cards"},
    "table.sign_prompt": {"it": "Un segno al compagno:", "en": "A sign to your partner:"},
    "table.sign_seen": {"it": "{gesture}: {meaning}", "en": "{gesture}: {meaning}"},
    "table.sign_sent": {"it": "Hai fatto il segno: {meaning}.", "en": "You gave the sign: {meaning}."},
    # With relative signs the bar has two groups: the signs true for the learner's own cards,
    # and the five references, offered whatever the hand holds
    "table.sign_own": {"it": "Un segno sulle tue carte:", "en": "A sign about your cards:"},
    "table.sign_own_none": {"it": "adesso nessuno è vero per le tue carte.",
                            "en": "none is true for your cards now."},
    "table.sign_references": {"it": "Oppure un segno di riferimento.", "en": "Or a reference sign."},
    "table.sign_references_why": {
        "it": "Al nostro tavolo i cinque riferimenti si possono fare sempre, qualunque carta tu "
              "abbia: qui un riferimento non dice niente delle tue carte, è solo la carta da cui il "
              "compagno conta «due sopra» o «due sotto». Altri tavoli possono leggerlo "
              "diversamente: il riferimento è una briscola che il capitano ha davvero.",
        "en": "At our table the five references may always be made, whatever you hold: here a "
              "reference says nothing of your cards, it is only the card your partner counts “two "
              "above” or “two below” from. Other tables may read it differently: the reference "
              "is a trump the captain really holds.",
    },
    # {players}: the seats' names, as a list in brackets (the widget joins them with commas)
    "table.intercepted": {
        "it": "Attenzione: il segno della tua squadra l'ha visto un avversario ({players}).",
        "en": "Careful: an opponent saw your team's sign ({players}).",
    },
    "table.intercepted_many": {
        "it": "Attenzione: il segno della tua squadra l'ha visto più di un avversario ({players}).",
        "en": "Careful: more than one opponent saw your team's sign ({players}).",
    },
    "table.declare": {"it": "Accusa {suit}", "en": "Declare {suit}"},
    "table.swap_seven": {"it": "Scambia il 7 con la briscola", "en": "Swap the 7 for the briscola card"},
    "table.thinking": {"it": "sta pensando…", "en": "thinking…"},
    "table.pile": {"it": "Prese: {tricks} · {points} punti", "en": "Tricks: {tricks} · {points} points"},
    # the points include the accusi: said so, or "34, 20" reads as 34 + 20
    "table.pile_declared": {"it": "Prese: {tricks} · {points} punti (di cui {declared} dagli accusi)",
                            "en": "Tricks: {tricks} · {points} points ({declared} of them declared)"},
    "table.pile_tricks": {"it": "Prese: {tricks}", "en": "Tricks: {tricks}"},
    "table.declared": {"it": "Ha accusato {suit}: {points} punti", "en": "Declared {suit}: {points} points"},
    "table.declared_you": {"it": "Hai accusato {suit}: {points} punti", "en": "You declared {suit}: {points} points"},
    "table.swapped_seven": {
        "it": "Sette leva: hai preso la carta scoperta, {taken}, e al suo posto hai messo il tuo {seven}.",
        "en": "Sette leva: you took the turned card, the {taken}, and put your {seven} in its place.",
    },
    "table.status_watching": {"it": "Stai rivedendo la smazzata: mossa {step} su {total}",
                              "en": "Looking back at the hand: move {step} of {total}"},
    "table.restored": {"it": "Ecco la smazzata che stavi giocando: continua pure, o premi «Rigioca questa smazzata» per riprenderla dall'inizio.",
                       "en": "Here is the hand you were playing: carry on, or press “Play this deal again” to start it from the beginning."},
    "table.restore_failed": {"it": "La smazzata salvata non si è potuta leggere: eccone una nuova.",
                             "en": "The saved hand could not be read: here is a new one."},
    "table.result_you_won": {"it": "Hai vinto!", "en": "You won!"},
    "table.result_you_lost": {"it": "Hai perso", "en": "You lost"},
    "table.result_team_won": {"it": "La tua squadra ha vinto!", "en": "Your team won!"},
    "table.result_team_lost": {"it": "La tua squadra ha perso", "en": "Your team lost"},
    "table.result_draw": {"it": "Pareggio!", "en": "A draw!"},
    "table.result_points": {"it": "{points} punti", "en": "{points} points"},
    "table.result_points_declared": {"it": "{points} punti (di cui {declared} dagli accusi)",
                                     "en": "{points} points ({declared} of them declared)"},
    "table.side_you_partner": {"it": "Tu e il compagno", "en": "You and your partner"},
    "table.side_your_team": {"it": "La tua squadra", "en": "Your team"},
    "table.side_opponents": {"it": "Gli avversari", "en": "The opponents"},
    "table.stars_earned": {"it": "con questa smazzata", "en": "with this hand"},
    # a tooltip every learner sees: it names no deal number (the widget still passes one)
    "table.again_title": {"it": "Ridà le stesse carte di questa smazzata, per rigiocarla da capo.",
                          "en": "Deals the same cards as this hand again, to play it from the start."},
    "table.again_title_final": {
        "it": "Ridà le stesse carte di questa smazzata, per rigiocarla da capo: una smazzata già giocata non dà stelle.",
        "en": "Deals the same cards as this hand again, to play it from the start: a hand already played earns no stars.",
    },
    "table.new_deal_title": {"it": "Dà carte nuove; le distribuisce il giocatore successivo.",
                             "en": "Deals new cards; the next player deals them."},
    # the one visible line beside the two restart buttons: how they differ
    "table.restart_note": {"it": "Nuova smazzata: carte nuove · Rigioca: le stesse carte, da capo",
                           "en": "New deal: new cards · Play again: the same cards, from the start"},
    "table.next_lesson": {"it": "Lezione successiva: {title} →", "en": "Next lesson: {title} →"},
    "auction.status_auction": {"it": "Tocca a te: dichiara", "en": "Your bid"},
    "auction.status_call": {"it": "Tocca a te: chiama una carta", "en": "Your call: name a card"},
    "auction.status_discard": {"it": "Tocca le carte da scartare: {chosen} su {count}",
                               "en": "Click the cards to discard: {chosen} of {count}"},
    "auction.status_partner": {"it": "Scegli: da solo o col vicino", "en": "Choose: alone or with your neighbour"},
    # another seat's step before the play ({player} with its article: "al giocatore 2")
    "auction.status_their_auction": {"it": "Tocca {player}: dichiara", "en": "{player} to bid"},
    "auction.status_their_call": {"it": "{player} chiama una carta", "en": "{player} calls a card"},
    "auction.status_their_discard": {"it": "{player} scarta {count} carte", "en": "{player} lays aside {count} cards"},
    "auction.status_their_partner": {"it": "{player} sceglie: da solo o col vicino",
                                     "en": "{player} chooses: alone or with the neighbour"},
    # the auction in points: the next step, two jumps, and any total typed in
    "auction.jump": {"it": "{bid} (+{jump})", "en": "{bid} (+{jump})"},
    "auction.next_step_title": {"it": "La dichiarazione più bassa che puoi fare ora",
                                "en": "The lowest bid you can make now"},
    "auction.jump_title": {"it": "{jump} punti più di {bid}", "en": "{jump} points more than {bid}"},
    "auction.type_total": {"it": "Scrivi i punti ({low}–{high}):", "en": "Type the points ({low}–{high}):"},
    "auction.type_total_step": {"it": "Scrivi i punti ({low}–{high}, di {step} in {step}):",
                                "en": "Type the points ({low}–{high}, in steps of {step}):"},
    "auction.bid_typed": {"it": "Dichiara", "en": "Bid"},
    "auction.discard_count": {"it": "Scarta ({chosen} su {count})", "en": "Discard ({chosen} of {count})"},
    "auction.pick_not_now": {"it": "Ora non si sceglie nessuna carta da scartare.",
                             "en": "There are no cards to choose for discarding now."},
    "auction.hint_no_advice": {"it": "Qui non c'è un consiglio: scegli tu.",
                               "en": "There is no advice for this step: your choice."},
    "auction.side_callers": {"it": "Chi chiama: {players}", "en": "The callers: {players}"},
    "auction.side_others": {"it": "Gli altri: {players}", "en": "The others: {players}"},
    "auction.call_hint_title": {"it": "Il consiglio: quale carta chiamare", "en": "The advice: which card to call"},
    "match.new_match": {"it": "Nuova partita", "en": "New match"},
    # -- the syllabus: what each lesson teaches (syllabus.py) ---------------------------
    "syllabus.rule": {"it": "Argomento", "en": "Topic"},
    "syllabus.lesson": {"it": "Lezione", "en": "Lesson"},
    "syllabus.kind": {"it": "Che cos'è", "en": "What it is"},
    "syllabus.kind.rule": {"it": "regola del gioco", "en": "a rule of the game"},
    "syllabus.kind.rule_course": {"it": "regola del gioco, con scelte del corso",
                                  "en": "a rule of the game, with the course's choices"},
    "syllabus.kind.custom": {"it": "varia da tavolo a tavolo", "en": "varies from table to table"},
    "syllabus.kind.course": {"it": "scelta del corso", "en": "the course's choice"},
    "syllabus.where": {"it": "{n} · {title}", "en": "{n} · {title}"},
    "syllabus.suits_ranks": {"it": "Semi, carte e nomi delle carte", "en": "Suits, ranks and the names of the cards"},
    "syllabus.french": {"it": "Le carte francesi", "en": "French cards"},
    "syllabus.strength": {"it": "L'ordine di presa", "en": "The order of taking"},
    "syllabus.points": {"it": "I punti delle carte (120 nel mazzo)", "en": "The points of the cards (120 in the deck)"},
    "syllabus.tricks": {"it": "Quante prese ha una smazzata", "en": "How many tricks a hand has"},
    "syllabus.trick": {"it": "Chi prende la presa", "en": "Who takes the trick"},
    "syllabus.deal_draw": {"it": "Distribuzione, briscola e pescate", "en": "The deal, the briscola and the draws"},
    "syllabus.scoring": {"it": "Chi vince la smazzata: 61, 60 pari, in tre", "en": "Who wins the hand: 61, 60 all, with three"},
    "syllabus.three_players": {"it": "In tre: il 2 che si toglie, 13 prese", "en": "Three players: the 2 that leaves, 13 tricks"},
    "syllabus.six_players": {"it": "In sei: squadre da tre, 36 carte", "en": "Six players: teams of three, 36 cards"},
    "syllabus.direction": {"it": "Il senso di gioco: antiorario od orario", "en": "The order of play: counterclockwise or clockwise"},
    "syllabus.teams": {"it": "In quattro: le coppie", "en": "Four players: the pairs"},
    "syllabus.partners_talk": {"it": "Quando i compagni si vedono le carte (regola della casa)", "en": "When partners see each other's cards (a house rule)"},
    "syllabus.one_or_two_hands": {"it": "Partita a una smazzata o a due (121), lo spareggio", "en": "A match of one hand or of two (121), the tie-break"},
    "syllabus.raggi": {"it": "I raggi e il cappotto", "en": "Raggi and cappotto"},
    "syllabus.briscola_151": {"it": "La Briscola a 151", "en": "Briscola a 151"},
    "syllabus.accuso": {"it": "L'accuso", "en": "The accuso"},
    "syllabus.signs": {"it": "La tabella dei segni", "en": "The table of signs"},
    "syllabus.relative_signs": {"it": "I segni relativi: due sopra, due sotto", "en": "Relative signs: two above, two below"},
    "syllabus.auction": {"it": "L'asta della Chiamata", "en": "The Chiamata auction"},
    "syllabus.call": {"it": "La chiamata e il compagno segreto", "en": "The call and the secret partner"},
    "syllabus.table_score": {"it": "Il punteggio della Chiamata", "en": "The Chiamata score"},
    "syllabus.must_reach_bid": {"it": "Arrivare ai punti dichiarati", "en": "Making the points bid"},
    "syllabus.subito_al_due": {"it": "Subito al Due", "en": "Subito al Due"},
    "syllabus.al_buio": {"it": "Prima mano al buio", "en": "Prima mano al buio"},
    "syllabus.monte_deal": {"it": "Col monte: le carte a testa e quelle del monte", "en": "Col monte: the cards each and in the monte"},
    "syllabus.col_monte": {"it": "Col monte: la chiamata, gli scarti e il compagno", "en": "Col monte: the call, the discards and the partner"},
    "syllabus.words": {"it": "Le parole del tavolo", "en": "The words of the table"},
    "syllabus.sayings": {"it": "I detti del tavolo", "en": "The sayings of the table"},
    "syllabus.sayings_play": {"it": "La carta che chiede un detto", "en": "The card a saying asks for"},
    # -- notes a lesson works out with the engine (widgets/note.py) -----------------------
    "note.example": {
        "it": "{card:The} vale 11 punti; {count} carte.",
        "en": "{card:The} is worth 11 points; {count} cards.",
    },
    "course.map_title": {"it": "Briscola · Mappa del corso", "en": "Briscola · Course map"},
    "course.page_title": {"it": "Briscola · Lezione {n} · {title}", "en": "Briscola · Lesson {n} · {title}"},
    "course.to_map": {"it": "← Mappa del corso", "en": "← Course map"},
    "course.to_next": {"it": "Lezione {n}: {title} →", "en": "Lesson {n}: {title} →"},
    # The course map's way forward: the learner's next lesson to do (the first with no star)
    "course.start_with": {"it": "Comincia dalla lezione {n}: {title} →",
                          "en": "Start with lesson {n}: {title} →"},
    "course.go_on": {"it": "Continua con la lezione {n}: {title} →",
                     "en": "Go on with lesson {n}: {title} →"},
    "table.bad_event": {
        "it": "Il tavolo non ha capito questo comando: nulla è cambiato.",
        "en": "The table did not understand that command: nothing changed.",
    },

    # -- explanations (explain.py) --------------------------------------------------------
    "explain.only_trump": {
        "it": "Prende {card:the}: è l'unica briscola, e una briscola batte qualunque carta di un altro seme.",
        "en": "{card:The} takes the trick: it is the only trump, and a trump beats every card of another suit.",
    },
    "explain.highest_trump": {
        "it": "Prende {card:the}: è la briscola più forte sul tavolo.",
        "en": "{card:The} takes the trick: it is the strongest trump on the table.",
    },
    "explain.highest_led": {
        "it": "Prende {card:the}: nessuno ha giocato una briscola, e allora vince la carta più forte del seme di uscita ({suit}).",
        "en": "{card:The} takes the trick: nobody played a trump, so the strongest card of the suit led ({suit}) wins.",
    },
    "explain.off_suit": {
        "it": "{card:The} non può prendere: non è del seme di uscita ({led}) e non è una briscola, per quanto sia forte.",
        "en": "{card:The} cannot take the trick: it is neither of the suit led ({led}) nor a trump, however strong it is.",
    },
    "explain.weaker": {
        "it": "{card:The} perde contro {best:the}: nello stesso seme decide la forza (Asso, Tre, Re, Cavallo, Fante, 7, 6, 5, 4, 2).",
        "en": "{card:The} loses to {best:the}: within one suit the stronger card wins (Ace, Three, King, Knight, Jack, 7, 6, 5, 4, 2).",
    },
    # after "it is the only trump", the card that lost, without saying why twice (review L8)
    "explain.loses_to": {"it": "{card:The} perde contro {best:the}.", "en": "{card:The} loses to {best:the}."},
    "explain.trump_beats": {
        "it": "{card:The} perde contro {best:the}: una briscola batte ogni carta di un altro seme.",
        "en": "{card:The} loses to {best:the}: a trump beats any card of another suit.",
    },
    "explain.count": {"it": "{terms} = {total} punti.", "en": "{terms} = {total} points."},
    "explain.no_points": {
        "it": "Nessuna di queste carte vale punti: sono tutti lisci, 0 punti.",
        "en": "None of these cards is worth anything: they are all lisci, 0 points.",
    },
    "explain.strength": {"it": "Dalla più forte: {order}.", "en": "Strongest first: {order}."},
    "explain.points": {"it": "I punti sono un'altra cosa: {points}, le altre carte 0.",
                       "en": "Points are another matter: {points}, the other cards 0."},

    # -- quizzes (widgets/quiz.py) --------------------------------------------------------
    "quiz.right": {"it": "Giusto!", "en": "Right!"},
    "quiz.wrong": {"it": "Non proprio.", "en": "Not quite."},
    "quiz.next": {"it": "Avanti", "en": "Next"},
    "quiz.again": {"it": "Ricomincia", "en": "Start again"},
    "quiz.score": {
        "it": "Risposte giuste: {right} su {asked}.",
        "en": "Right answers: {right} of {asked}.",
    },
    "quiz.progress": {
        "it": "Domanda {n} su {total} · giuste finora: {right}",
        "en": "Question {n} of {total} · right so far: {right}",
    },
    "quiz.stars": {"it": "Stelle: {stars} su 3.", "en": "Stars: {stars} of 3."},
    # -- the catalogue's language (issue 13): the end of a practice quiz, which earns no stars
    "quiz.practice_well": {
        "it": "Ben fatto! Era un esercizio: non conta per le stelle.",
        "en": "Well done! This was practice: it does not count towards your stars.",
    },
    "quiz.practice_again": {
        "it": "Era un esercizio e non conta per le stelle: premi «Ricomincia» e riprova quando vuoi.",
        "en": "This was practice and does not count towards your stars: press “Start again” to try once more.",
    },
    "quiz.answer_first": {"it": "Prima rispondi alla domanda.", "en": "Answer the question first."},
    "quiz.already": {
        "it": "Hai già risposto a questa domanda: premi «Avanti».",
        "en": "You have already answered this question: press “Next”.",
    },
    "quiz.finished": {
        "it": "Il quiz è finito: premi «Ricomincia» per rifarlo.",
        "en": "The quiz is over: press “Start again” to take it again.",
    },
    "quiz.not_a_choice": {
        "it": "«{value}» non è una delle risposte proposte.",
        "en": "“{value}” is not one of the answers offered.",
    },
    "quiz.not_on_table": {
        "it": "«{value}» non è una delle carte mostrate.",
        "en": "“{value}” is not one of the cards shown.",
    },
    "quiz.picked": {"it": "Hai già scelto questa carta.", "en": "You have already picked this card."},
    "quiz.name_title": {"it": "Come si chiama?", "en": "What is its name?"},
    "quiz.name_prompt": {"it": "Quale carta è questa?", "en": "Which card is this?"},
    # a card's accessible name (and tooltip) while the question asks its name
    "quiz.card_to_name": {"it": "La carta da indovinare", "en": "The card to name"},
    "quiz.who_title": {"it": "Chi prende?", "en": "Who takes the trick?"},
    "quiz.who_prompt": {
        "it": "La briscola è {suit}. La prima carta giocata: {first}. Tocca la carta che prende la presa.",
        "en": "Trumps are {suit}. The first card played: {first}. Click the card that takes the trick.",
    },
    "quiz.order": {"it": "{n}ª giocata", "en": "turn {n}"},
    "quiz.count_title": {"it": "Conta i punti", "en": "Count the points"},
    "quiz.count_prompt": {"it": "Quanti punti valgono queste carte?", "en": "How many points are these cards worth?"},
    "quiz.order_title": {"it": "Dalla più forte", "en": "Strongest first"},
    "quiz.order_prompt": {
        "it": "Tocca le carte dalla più forte alla più debole.",
        "en": "Click the cards from the strongest to the weakest.",
    },
    "quiz.order_expected": {
        "it": "La risposta è l'ordine di tutte le carte mostrate: toccale una per una, dalla più forte alla più debole.",
        "en": "The answer is the order of all the cards shown: click them one by one, from the strongest to the weakest.",
    },
    "quiz.order_explain": {"it": "L'ordine giusto: {order}.", "en": "The right order: {order}."},

    # -- lessons 01-06 (issue 13): the name quiz (by suit and rank), the whole-hand quizzes
    # (widgets/hand_quiz.py) and what the lessons work out with the engine (lesson.note) ------
    "quiz.name_right": {
        "it": "È {name}. Il seme è il segno disegnato: {sign}, cioè {suit}. La carta è {rank}: {look}.",
        "en": "It is {name}. The suit is the sign drawn: {sign}, so {suit}. The rank is {rank}: {look}.",
    },
    "quiz.name_wrong_rank": {
        "it": "Questa carta è {name}, non {chosen}. Il seme è giusto: {sign}, cioè {suit}. Ma la carta è {rank}: {look}.",
        "en": "That is {name}, not {chosen}. The suit is right: {sign}, so {suit}. But the rank is {rank}: {look}.",
    },
    "quiz.name_wrong_suit": {
        "it": "Questa carta è {name}, non {chosen}. La carta è giusta, {rank}; ma il seme è il segno disegnato: qui {sign}, cioè {suit}.",
        "en": "That is {name}, not {chosen}. The rank is right, {rank}; but the suit is the sign drawn: here {sign}, so {suit}.",
    },
    "quiz.name_wrong_both": {
        "it": "Questa carta è {name}, non {chosen}. Il seme è il segno disegnato: {sign}, cioè {suit}. La carta è {rank}: {look}.",
        "en": "That is {name}, not {chosen}. The suit is the sign drawn: {sign}, so {suit}. The rank is {rank}: {look}.",
    },
    "quiz.name_sign_c": {"it": "le coppe (i calici)", "en": "cups (goblets)"},
    "quiz.name_sign_d": {"it": "le monete d'oro", "en": "gold coins"},
    "quiz.name_sign_s": {"it": "le spade", "en": "swords"},
    "quiz.name_sign_b": {"it": "i bastoni", "en": "clubs (wooden cudgels)"},
    "quiz.name_sign_french": {"it": "il simbolo {symbol}", "en": "the {symbol} symbol"},
    "quiz.name_look_1": {"it": "un solo simbolo del seme, grande, al centro",
                         "en": "a single large sign of the suit in the middle"},
    "quiz.name_look_pips": {"it": "si contano {n} simboli del seme", "en": "count the suit's signs, there are {n}"},
    "quiz.name_look_8": {"it": "un giovane in piedi", "en": "a young man standing"},
    "quiz.name_look_9": {"it": "un cavaliere in sella", "en": "a rider on his horse"},
    "quiz.name_look_10": {"it": "un re con la corona", "en": "a king with a crown"},
    "quiz.name_look_french": {"it": "nell'angolo c'è la lettera {label}", "en": "the corner shows the letter {label}"},
    "hand.title": {"it": "La smazzata intera", "en": "A whole hand"},
    "hand.three_title": {"it": "In tre giocatori", "en": "Three players"},
    "hand.six_title": {"it": "In sei giocatori", "en": "Six players"},
    "hand.player": {"it": "Giocatore {n}", "en": "Player {n}"},
    "hand.the_player": {"it": "il giocatore {n}", "en": "Player {n}"},
    "hand.to_player": {"it": "al giocatore {n}", "en": "Player {n}"},
    "hand.list_and": {"it": "{head} e {last}", "en": "{head} and {last}"},
    "hand.list_or": {"it": "{head} o {last}", "en": "{head} or {last}"},
    "hand.card": {"it": "{card}", "en": "{card}"},
    "hand.briscola_caption": {"it": "la briscola", "en": "the briscola card"},
    "hand.draw_prompt": {
        "it": "Si gioca in {players}, la briscola è {suit}. Questa presa l'ha aperta {leader}, e nel mazzo ci sono ancora carte. In che ordine si pesca?",
        "en": "{players} players, trumps are {suit}. {leader} led this trick, and there are still cards in the deck. In what order do the players draw?",
    },
    "hand.order": {"it": "prima il giocatore {first}, poi {rest}", "en": "Player {first} first, then {rest}"},
    "hand.draw_why": {
        "it": "La presa va {winner}: prende {card:the}. Chi prende pesca per primo, poi gli altri nell'ordine di gioco: {order}.",
        "en": "The trick goes to {winner}: {card:the} takes. The winner draws first, then the others in order of play: {order}.",
    },
    "hand.draw_leader": {
        "it": "{leader} ha aperto, ma la presa non è sua: non tocca a lui pescare per primo.",
        "en": "{leader} led, but the trick is not theirs: they do not draw first.",
    },
    "hand.draw_backwards": {
        "it": "Chi prende pesca per primo, giusto; ma poi si continua nell'ordine di gioco, non all'indietro.",
        "en": "The winner draws first, right; but then the others follow in order of play, not backwards.",
    },
    "hand.draw_late": {
        "it": "Chi prende non pesca per ultimo, ma per primo.",
        "en": "The winner of the trick does not draw last but first.",
    },
    "hand.tricks_prompt": {
        "it": "Quante prese si fanno in una smazzata a {players} giocatori?",
        "en": "How many tricks does a hand with {players} players have?",
    },
    "hand.tricks_prompt_rule": {
        "it": "In tre, a un tavolo dove {rule}: quante prese si fanno in una smazzata?",
        "en": "Three players, at a table where {rule}: how many tricks does a hand have?",
    },
    "hand.tricks_label": {"it": "{n} prese", "en": "{n} tricks"},
    "hand.tricks_why": {
        "it": "A {players} giocatori si gioca con {cards} carte, una a testa per ogni presa: {cards} diviso {players} fa {tricks} prese. Si pesca dopo le prime {draws}; le ultime tre si giocano senza pescare.",
        "en": "With {players} players {cards} cards are in play, one each for every trick: {cards} divided by {players} makes {tricks} tricks. You draw after the first {draws}; the last three are played without drawing.",
    },
    "hand.tricks_why_six": {
        "it": "In questo corso, in sei si gioca con {cards} carte (i quattro 2 si tolgono), una a testa per ogni presa: {cards} diviso {players} fa {tricks} prese. Si pesca dopo le prime {draws}; le ultime tre si giocano senza pescare. Altri tavoli possono fare diversamente.",
        "en": "In this course, six players play with {cards} cards (the four 2s leave), one each for every trick: {cards} divided by {players} makes {tricks} tricks. You draw after the first {draws}; the last three are played without drawing. Other tables may differ.",
    },
    "hand.tricks_other_six": {
        "it": "In questo corso, una smazzata a {others} giocatori ha {chosen} prese.",
        "en": "In this course, a hand with {others} players has {chosen} tricks.",
    },
    "hand.tricks_other": {
        "it": "Una smazzata a {others} giocatori ha {chosen} prese.",
        "en": "A hand with {others} players has {chosen} tricks.",
    },
    "hand.direction_prompt": {
        "it": "Si gioca in {players} e questo tavolo gioca in senso {turn}. Chi apre la prima presa?",
        "en": "{players} players, and this table plays {turn}. Who leads the first trick?",
    },
    "hand.turn_counterclockwise": {"it": "antiorario, come i tavoli italiani", "en": "counterclockwise, like Italian tables"},
    "hand.turn_clockwise": {"it": "orario, come cardgames.io", "en": "clockwise, like cardgames.io"},
    "hand.seat_right": {"it": "chi sta alla destra del mazziere", "en": "the player on the dealer's right"},
    "hand.seat_left": {"it": "chi sta alla sinistra del mazziere", "en": "the player on the dealer's left"},
    "hand.seat_across": {"it": "chi sta di fronte al mazziere", "en": "the player opposite the dealer"},
    "hand.seat_dealer": {"it": "il mazziere", "en": "the dealer"},
    "hand.direction_why_counterclockwise": {
        "it": "In senso antiorario il gioco gira verso destra: apre chi sta alla destra del mazziere, e il mazziere gioca per ultimo.",
        "en": "Counterclockwise, play goes to the right: the player on the dealer's right leads, and the dealer plays last.",
    },
    "hand.direction_why_clockwise": {
        "it": "In senso orario il gioco gira verso sinistra: apre chi sta alla sinistra del mazziere, e il mazziere gioca per ultimo.",
        "en": "Clockwise, play goes to the left: the player on the dealer's left leads, and the dealer plays last.",
    },
    "hand.direction_dealer": {
        "it": "Il mazziere dà le carte, ma non apre: gioca per ultimo.",
        "en": "The dealer deals but does not lead: the dealer plays last.",
    },
    "hand.direction_across": {
        "it": "Chi sta di fronte al mazziere gioca per secondo, non per primo.",
        "en": "The player opposite the dealer plays second, not first.",
    },
    "hand.direction_other_side": {
        "it": "Sarebbe giusto se si giocasse nell'altro senso.",
        "en": "That would be right if play went the other way.",
    },
    "hand.winner_prompt": {
        "it": "Fine di una smazzata a {players} giocatori. I punti: {points}. Com'è finita?",
        "en": "The end of a hand with {players} players. The points: {points}. How did it end?",
    },
    "hand.points_2": {"it": "giocatore 1: {p1} punti, giocatore 2: {p2}",
                      "en": "Player 1: {p1} points, Player 2: {p2}"},
    "hand.points_3": {"it": "giocatore 1: {p1} punti, giocatore 2: {p2}, giocatore 3: {p3}",
                      "en": "Player 1: {p1} points, Player 2: {p2}, Player 3: {p3}"},
    "hand.wins": {"it": "vince {player}", "en": "{player} wins"},
    "hand.a_draw": {"it": "pareggio", "en": "a draw"},
    "hand.winner_why_61": {
        "it": "Nel mazzo ci sono 120 punti: con 61 o più si vince, e {player} ne ha {points}.",
        "en": "There are 120 points in the deck: 61 or more wins, and {player} has {points}.",
    },
    "hand.winner_why_60": {
        "it": "60 e 60: nessuno arriva a 61, quindi è pareggio («sessanta e sessanta»).",
        "en": "60 each: nobody reaches 61, so it is a draw (“sessanta e sessanta”).",
    },
    "hand.winner_why_most": {
        "it": "In tre vince chi ha più punti, anche senza arrivare a 61: {player}, con {points}.",
        "en": "With three players the most points win, even short of 61: {player}, with {points}.",
    },
    "hand.winner_why_tie": {
        "it": "In tre vince chi ha più punti, ma qui il primo posto è diviso: i giocatori {players} hanno {points} punti a testa. È pareggio.",
        "en": "With three players the most points win, but here the top place is shared: Players {players} have {points} points each. It is a draw.",
    },
    "hand.winner_no_draw": {"it": "Non è pareggio.", "en": "It is not a draw."},
    "hand.winner_short": {"it": "{player} ha {points} punti: non bastano.", "en": "{player} has {points} points: not enough."},
    "hand.winner_shared": {"it": "{player} ha {points} punti, ma non da solo.", "en": "{player} has {points} points, but not alone."},
    "hand.rule_denari": {"it": "il 2 di Denari", "en": "the 2 of Coins"},
    "hand.rule_coppe": {"it": "il 2 di Coppe", "en": "the 2 of Cups"},
    "hand.rule_non_trump": {"it": "un 2 di un seme che non sia briscola", "en": "a 2 of a suit that is not trumps"},
    "hand.rule_none": {"it": "nessuna: si gioca con 40 carte", "en": "none: all 40 cards are played"},
    "hand.rule_says_denari": {"it": "si toglie il 2 di Denari", "en": "the 2 of Coins leaves the deck"},
    "hand.rule_says_coppe": {"it": "si toglie il 2 di Coppe", "en": "the 2 of Cups leaves the deck"},
    "hand.rule_says_non_trump": {"it": "si toglie un 2 di un seme che non sia briscola",
                                 "en": "a 2 of a suit that is not trumps leaves the deck"},
    "hand.default_prompt": {
        "it": "In tre, ai tavoli di questo corso, quale carta si toglie dal mazzo?",
        "en": "With three players, at this course's tables, which card leaves the deck?",
    },
    "hand.default_why": {
        "it": "Il corso toglie {rule}, ma è solo la sua scelta: altri tavoli tolgono {others}. Sono tre usanze ugualmente buone: prima di giocare, chiedi come si fa a quel tavolo.",
        "en": "The course takes out {rule}, but that is only its own choice: other tables take out {others}. The three customs are equally good: before you play, ask how that table does it.",
    },
    "hand.default_none": {
        "it": "Una carta va tolta: 40 carte non si dividono per tre.",
        "en": "One card has to go: 40 cards do not split three ways.",
    },
    "hand.default_other": {
        "it": "Molti tavoli fanno così, ma non è la regola di questo corso.",
        "en": "Many tables do that, but it is not this course's rule.",
    },
    "hand.removed_prompt": {
        "it": "In tre, a questo tavolo la regola è: {rule}. La briscola è {card:the}. Quale 2 esce dal mazzo?",
        "en": "Three players; at this table the rule is: {rule}. The briscola card is {card:the}. Which 2 leaves the deck?",
    },
    "hand.stays_prompt": {
        "it": "In tre, a questo tavolo la regola è: {rule}. La briscola è {card:the}. Quale 2 non può uscire dal mazzo?",
        "en": "Three players; at this table the rule is: {rule}. The briscola card is {card:the}. Which 2 can never be the one that leaves?",
    },
    "hand.removed_why": {
        "it": "Questa regola non guarda la briscola: esce sempre {two:the}, e restano {cards} carte.",
        "en": "This rule does not look at the trump suit: {two:the} always leaves, and {cards} cards remain.",
    },
    "hand.removed_why_trump": {
        "it": "Questa regola non guarda la briscola: esce {two:the} anche se questa volta è una briscola, e restano {cards} carte.",
        "en": "This rule does not look at the trump suit: {two:the} leaves even though this time it is a trump, and {cards} cards remain.",
    },
    "hand.removed_wrong": {
        "it": "{chosen:The} resta nel mazzo: la regola toglie {two:the}.",
        "en": "{chosen:The} stays in the deck: the rule takes out {two:the}.",
    },
    "hand.stays_why": {
        "it": "La briscola è {suit}: il 2 di briscola, {two:the}, resta nel mazzo, e si toglie uno degli altri tre 2 (questa volta {out:the}). Restano {cards} carte.",
        "en": "Trumps are {suit}: the 2 of trumps, {two:the}, stays in the deck, and one of the other three 2s leaves (this time {out:the}). {cards} cards remain.",
    },
    "hand.stays_wrong": {
        "it": "{chosen:The} non è di briscola: può essere proprio lui il 2 che si toglie.",
        "en": "{chosen:The} is not a trump: it may well be the 2 that leaves.",
    },
    "hand.partners_prompt": {
        "it": "Si gioca in sei. Contando i giocatori nell'ordine di gioco, tu sei il giocatore {me}. Chi sono i tuoi compagni?",
        "en": "Six players. Counting the players in order of play, you are Player {me}. Who are your partners?",
    },
    "hand.players_pair": {"it": "i giocatori {a} e {b}", "en": "Players {a} and {b}"},
    "hand.partners_why": {
        "it": "In questo corso, in sei si gioca in due squadre da tre, e i compagni si alternano: i giocatori {team} contro i giocatori {other}. Tu sei il giocatore {me}: i tuoi compagni sono {partners}.",
        "en": "In this course, six players make two teams of three, and partners alternate: Players {team} against Players {other}. You are Player {me}: your partners are {partners}.",
    },
    "hand.partners_neighbours": {
        "it": "Chi ti siede accanto gioca subito prima o subito dopo di te: è un avversario.",
        "en": "The players beside you play just before and just after you: they are opponents.",
    },
    "hand.partners_opponent": {"it": "{player} è della squadra avversaria.", "en": "{player} is on the other team."},
    "hand.cards_prompt": {
        "it": "Con quante carte si gioca in {players}?",
        "en": "How many cards are in play with {players} players?",
    },
    "hand.cards_label": {"it": "{n} carte", "en": "{n} cards"},
    "hand.cards_why_six": {
        "it": "In questo corso, in sei si tolgono i quattro 2 ({removed}): restano {cards} carte, e i punti sono sempre 120.",
        "en": "In this course, with six players the four 2s leave ({removed}): {cards} cards remain, and the points are still 120.",
    },
    "hand.cards_other": {"it": "Con {chosen} carte si gioca in {others}.", "en": "{chosen} cards are played with {others} players."},
    "hand.wins_row": {"it": "Vince il giocatore {n}", "en": "Player {n} wins"},
    "hand.team_wins_row": {"it": "Vince la squadra {n}", "en": "Team {n} wins"},
    "hand.draw_row": {"it": "Pareggio", "en": "A draw"},
    "hand.row_rule_denari": {"it": "Il 2 di Denari (la regola del corso)", "en": "The 2 of Coins (the course's rule)"},
    "hand.row_rule_coppe": {"it": "Il 2 di Coppe", "en": "The 2 of Cups"},
    "hand.row_rule_non_trump": {"it": "Un 2 non di briscola (briscola: {suit})", "en": "A 2 not of trumps (trumps: {suit})"},
    "hand.row_rule_six": {"it": "I quattro 2 (la scelta del corso)", "en": "All four 2s (the course's choice)"},
    "hand.row_rule_all": {"it": "Nessuna carta", "en": "No card"},
    "hand.row_none": {"it": "Nessuna", "en": "None"},
    "note.02_deck_points": {
        "it": "Tutte le {cards} carte insieme valgono {points} punti.",
        "en": "All {cards} cards together are worth {points} points.",
    },
    "note.04_hand": {"it": "Smazzata", "en": "Hand"},
    "note.04_player_1": {"it": "Giocatore 1", "en": "Player 1"},
    "note.04_player_2": {"it": "Giocatore 2", "en": "Player 2"},
    "note.04_result": {"it": "Com'è finita", "en": "Result"},
    "note.04_first": {"it": "La prima, passo passo", "en": "The first, step by step"},
    "note.04_second": {"it": "La seconda, dalla mossa 34", "en": "The second, from move 34"},
    "note.06_players": {"it": "Giocatori", "en": "Players"},
    "note.06_rule": {"it": "Quale 2 si toglie", "en": "Which 2 leaves"},
    "note.06_out": {"it": "Carte tolte", "en": "Cards taken out"},
    "note.06_in_play": {"it": "Carte in gioco", "en": "Cards in play"},
    "note.06_tricks": {"it": "Prese", "en": "Tricks"},

    # -- the Chiamata table (widgets/chiamata.py) -----------------------------------------
    "auction.player": {"it": "Giocatore {n}", "en": "Player {n}"},
    "auction.caller_badge": {"it": "{name} (chiama)", "en": "{name} (caller)"},
    "auction.partner_badge": {"it": "{name} (compagno)", "en": "{name} (partner)"},
    "auction.title": {"it": "L'asta", "en": "The auction"},
    "auction.history_empty": {"it": "Nessuna dichiarazione finora.", "en": "No bids yet."},
    "auction.your_bid": {"it": "La tua dichiarazione:", "en": "Your bid:"},
    "auction.call_prompt": {
        "it": "Hai vinto l'asta con {bid}: chiama la carta (il suo seme sarà la briscola).",
        "en": "You won the auction with {bid}: call the card (its suit becomes trumps).",
    },
    "auction.call": {"it": "Chiama", "en": "Call"},
    "auction.discard_prompt": {
        "it": "Hai preso il monte: scarta {count} carte.",
        "en": "You took the monte: lay aside {count} cards.",
    },
    "auction.partner_prompt": {
        "it": "La carta chiamata è tua: giochi da solo o col vicino di destra?",
        "en": "The called card is yours: play alone or with your right-hand neighbour?",
    },
    "auction.alone": {"it": "Da solo", "en": "Alone"},
    "auction.neighbour": {"it": "Col vicino", "en": "With the neighbour"},
    "auction.contract": {"it": "Contratto: {bid} {player}", "en": "Contract: {bid} by {player}"},
    "auction.called": {"it": "Chiamata: {card}", "en": "Called: {card}"},
    "auction.partner_secret": {"it": "Compagno: segreto", "en": "Partner: secret"},
    "auction.partner_is": {"it": "Compagno del chiamante: {player}", "en": "The caller's partner: {player}"},
    "auction.partner_is_you": {"it": "Il compagno del chiamante sei tu", "en": "You are the caller's partner"},
    "auction.partner_yours": {"it": "Il tuo compagno: {player}", "en": "Your partner: {player}"},
    "auction.partner_alone": {"it": "Il chiamante gioca da solo", "en": "The caller plays alone"},
    "auction.you_are_partner": {
        "it": "Hai tu la carta chiamata: sei il compagno segreto {player}.",
        "en": "You hold the called card: you are {player}'s secret partner.",
    },
    "auction.hint_title": {"it": "Il consiglio per l'asta", "en": "Advice for the auction"},



    "auction.callers_made": {
        "it": "Il chiamante e il compagno dovevano fare {target} punti e ne hanno fatti {points}.",
        "en": "The caller and the partner needed {target} points and made {points}.",
    },
    "auction.callers_failed": {
        "it": "Il chiamante e il compagno dovevano fare {target} punti ma ne hanno fatti solo {points}.",
        "en": "The caller and the partner needed {target} points but made only {points}.",
    },
    "auction.table_score": {"it": "Il tuo punteggio al tavolo: {score}.", "en": "Your table score: {score}."},

    # -- issue 13, lessons 09-11: Chiamata quizzes (cq.*), match quizzes (mq.*), their notes --
    "cq.score_title": {"it": "Il punteggio al tavolo", "en": "The table score"},
    "cq.score_prompt": {
        "it": "Il Giocatore {n} ha vinto l'asta con «{contract}» e ha chiamato {card:the}: {who} Alla fine la sua parte ha {points} punti (ne servivano {target}) e {tricks} prese su {total}. Quanto segna {role} al tavolo?",
        "en": "Player {n} won the auction with “{contract}” and called {card:the}: {who} In the end that player's side has {points} points ({target} were needed) and {tricks} of the {total} tricks. What does {role} score at the table?",
    },
    "cq.score_partner": {"it": "il compagno era il Giocatore {n}.", "en": "the partner was Player {n}."},
    "cq.score_alone": {"it": "era una carta sua, e così ha giocato da solo.",
                       "en": "it was that player's own card, so they played alone."},
    "cq.role_caller": {"it": "il chiamante", "en": "the caller"},
    "cq.role_partner": {"it": "il compagno", "en": "the partner"},
    "cq.role_opponent": {"it": "ciascun avversario", "en": "each opponent"},
    "cq.score_won": {"it": "La parte del chiamante ha {points} punti e ne servivano {target}: ha vinto.",
                     "en": "The caller's side has {points} points and needed {target}: it won."},
    "cq.score_lost": {"it": "La parte del chiamante ha {points} punti e ne servivano {target}: ha perso.",
                      "en": "The caller's side has {points} points and needed {target}: it lost."},
    "cq.score_cappotto": {
        "it": "Una parte ha preso tutte e {total} le prese: è cappotto, e ogni punteggio raddoppia.",
        "en": "One side took all {total} tricks: a cappotto, so every score is doubled.",
    },
    "cq.scores_pair": {
        "it": "Al tavolo: chiamante {caller}, compagno {partner}, ciascun avversario {opponent}.",
        "en": "At the table: caller {caller}, partner {partner}, each opponent {opponent}.",
    },
    "cq.scores_alone": {
        "it": "Da solo, uno contro quattro: chiamante {caller}, ciascuno dei quattro avversari {opponent}.",
        "en": "Alone, one against four: caller {caller}, each of the four opponents {opponent}.",
    },
    "cq.score_is_of": {"it": "{value} è quello che segna {role}.", "en": "{value} is what {role} scores."},
    "cq.score_nobody": {"it": "In questa smazzata nessuno segna {value}.", "en": "Nobody scores {value} in this hand."},
    "cq.auction_title": {"it": "Domande sull'asta", "en": "Questions on the auction"},
    "cq.auction_house": {"it": "A questo tavolo: {rules}.", "en": "At this table: {rules}."},
    "cq.house_subito": {"it": "Subito al Due, l'asta è solo sui punti",
                        "en": "Subito al Due, the auction is on points only"},
    "cq.house_min": {"it": "si parte da {points}", "en": "the bids start at {points}"},
    "cq.house_step": {"it": "i punti si dichiarano di {step} in {step}: {ladder} e così via",
                      "en": "the bids go in steps of {step}: {ladder} and so on"},
    "cq.house_61": {"it": "alla coppia bastano sempre 61 punti", "en": "61 points are always enough for the pair"},
    "cq.auction_so_far": {"it": "Le dichiarazioni finora: {bids}.", "en": "The bids so far: {bids}."},
    "cq.auction_prompt": {"it": "Tocca a te: quale di queste dichiarazioni puoi fare?",
                          "en": "Your turn: which of these bids may you make?"},
    "cq.target_prompt": {
        "it": "L'asta l'hai vinta tu, con «{contract}». Quanti punti deve fare la tua parte per vincere?",
        "en": "You won the auction, with “{contract}”. How many points must your side make to win?",
    },
    "cq.bid_right": {"it": "Sì, «{bid}» si può dichiarare.", "en": "Yes, you may bid “{bid}”."},
    "cq.allowed_points_step": {"it": "Ora si passa, o si dichiara «{low}», «{next}» e così via, di {step} in {step}.",
                               "en": "Now you pass, or bid “{low}”, “{next}” and so on, in steps of {step}."},
    "cq.allowed_points": {"it": "Ora si passa, o si dichiara da «{low}» in su.",
                          "en": "Now you pass, or bid “{low}” or more."},
    "cq.allowed_ranks": {"it": "Ora si passa, o si dichiara una di queste: {bids}.",
                         "en": "Now you pass, or bid one of these: {bids}."},
    "cq.target_rank": {
        "it": "Con una dichiarazione di carta («{contract}») il contratto è 61: la coppia vince con 61 punti o più.",
        "en": "With a rank bid (“{contract}”) the contract is 61: the pair wins with 61 points or more.",
    },
    "cq.target_61": {
        "it": "Al nostro tavolo «{contract}» chiede 61 punti, come un Due semplice: la coppia vince con 61 o più.",
        "en": "At our table “{contract}” asks for 61 points, like a plain Two: the pair wins with 61 or more.",
    },
    "cq.target_subito": {
        "it": "A Subito al Due l'asta è tutta sui punti: con «{contract}» la coppia deve fare almeno {points} punti.",
        "en": "At Subito al Due the whole auction is on points: with “{contract}” the pair must make at least {points} points.",
    },
    "cq.target_points": {
        "it": "Al nostro tavolo l'asta va avanti sui punti dopo il Due, e qui è arrivata a «{contract}»: la coppia deve fare almeno {points} punti, non solo 61.",
        "en": "At our table the auction goes on in points after the Two, and here it reached “{contract}”: the pair must make at least {points} points, not just 61.",
    },
    "cq.target_house": {
        "it": "A questo tavolo alla coppia bastano sempre 61 punti, anche dopo «{contract}»: l'asta decide solo chi chiama.",
        "en": "At this table 61 points are always enough for the pair, even after “{contract}”: the auction only decides who calls.",
    },
    "cq.target_sixty": {
        "it": "Con 60 punti la coppia perde: gli avversari vincono se la coppia fa 60 o meno.",
        "en": "With 60 points the pair loses: the opponents win when the pair makes 60 or less.",
    },
    "cq.monte_title": {"it": "Le carte col monte", "en": "The cards col monte"},
    "cq.monte_prompt": {
        "it": "Siciliana col monte, in {n} giocatori: quante carte a testa, e quante nel monte?",
        "en": "Siciliana col monte with {n} players: how many cards each, and how many in the monte?",
    },
    "cq.monte_option": {"it": "{each} a testa, {monte} nel monte", "en": "{each} each, {monte} in the monte"},
    "cq.monte_none": {"it": "{each} a testa, niente monte", "en": "{each} each, no monte"},
    "cq.monte_explain": {
        "it": "In {n} giocatori, {each} carte a testa fanno {dealt} carte: le altre {monte} delle 40 restano coperte nel monte.",
        "en": "With {n} players, {each} cards each make {dealt}: the other {monte} of the 40 lie face down in the monte.",
    },
    "cq.monte_reading": {
        "it": "Il testo della variante dice 7 carte a testa da cinque a sette giocatori, ma in {n} sarebbero {seven}, più delle 40 del mazzo: questa è la lettura del corso.",
        "en": "The variant's text says 7 cards each for five to seven players, but with {n} that would be {seven}, more than the 40 in the deck: this is the course's own reading.",
    },
    "cq.monte_wrong_plain": {
        "it": "Otto a testa e niente monte è la Chiamata senza monte, in cinque.",
        "en": "Eight each and no monte is the Chiamata without the monte, with five.",
    },
    "cq.monte_wrong_total": {"it": "{each} × {n} + {monte} fa {total}, non 40.",
                             "en": "{each} × {n} + {monte} makes {total}, not 40."},
    "mq.title": {"it": "Chi vince la partita?", "en": "Who wins the match?"},
    "mq.goal_one_hand": {"it": "Partita a una smazzata: vince chi arriva a 61.",
                         "en": "A match of one hand: 61 wins."},
    "mq.goal_two_hands": {
        "it": "Partita a due smazzate: si sommano i punti, e vince chi arriva a 121.",
        "en": "A match of two hands: the points are added up, and 121 wins.",
    },
    "mq.goal_raggi": {"it": "Partita a {n} raggi: in questo corso la partita va a chi vince per primo {n} smazzate.",
                      "en": "A match for {n} raggi: in this course the match goes to the first side to win {n} hands."},
    "mq.goal_points": {
        "it": "Briscola a 151: si gioca smazzata dopo smazzata, finché una parte arriva a {target} punti, accusi compresi.",
        "en": "Briscola a 151: hand after hand, until one side reaches {target} points, declarations included.",
    },
    "mq.us": {"it": "Noi", "en": "Us"},
    "mq.them": {"it": "Loro", "en": "Them"},
    "mq.hand": {"it": "Smazzata {n}", "en": "Hand {n}"},
    "mq.tie_break_hand": {"it": "Spareggio", "en": "Tie-break"},
    "mq.prompt": {"it": "Com'è la partita adesso?", "en": "How does the match stand now?"},
    "mq.us_win": {"it": "Vinciamo noi", "en": "We win"},
    "mq.them_win": {"it": "Vincono loro", "en": "They win"},
    "mq.us_cappotto_win": {"it": "Vinciamo noi, con il cappotto", "en": "We win, with a cappotto"},
    "mq.them_cappotto_win": {"it": "Vincono loro, con il cappotto", "en": "They win, with a cappotto"},
    "mq.more_tie": {"it": "Pari: si gioca lo spareggio", "en": "A tie: a tie-break hand is played"},
    "mq.more": {"it": "Non è finita: si gioca un'altra smazzata", "en": "Not over: another hand is played"},
    "mq.result_us": {"it": "vinciamo noi", "en": "we win"},
    "mq.result_them": {"it": "vincono loro", "en": "they win"},
    # a result ends a sentence of ``mq.why_*``, which puts the full stop: no "!" of its own
    "mq.result_us_cappotto": {"it": "vinciamo noi, {n} a 0: è cappotto", "en": "we win, {n} to nil: a cappotto"},
    "mq.result_them_cappotto": {"it": "vincono loro, {n} a 0: è cappotto", "en": "they win, {n} to nil: a cappotto"},
    "mq.result_more_tie": {
        "it": "è pari, e si gioca lo spareggio: chi lo vince, vince la partita",
        "en": "it is a tie: a tie-break hand is played, and whoever wins it wins the match",
    },
    "mq.result_more_raggi": {"it": "nessuno ha ancora vinto {n} smazzate, e se ne gioca un'altra",
                             "en": "nobody has won {n} hands yet, so another one is played"},
    "mq.result_more_points": {"it": "nessuno è ancora arrivato a {target}, e si gioca un'altra smazzata",
                              "en": "nobody has reached {target} yet, so another hand is played"},
    "mq.why_one": {"it": "Una smazzata sola, finita {us} a {them}: {result}.",
                   "en": "A single hand, ended {us}–{them}: {result}."},
    "mq.why_two": {
        "it": "Si sommano le due smazzate: Noi {a} + {c} = {us}, Loro {b} + {d} = {them}. Si vince arrivando a 121: {result}.",
        "en": "Add up the two hands: Us {a} + {c} = {us}, Them {b} + {d} = {them}. 121 wins: {result}.",
    },
    "mq.why_tie_break": {"it": "La partita era pari, e lo spareggio è finito {us} a {them}: {result}.",
                         "en": "The match was tied, and the tie-break ended {us}–{them}: {result}."},
    "mq.why_raggi": {
        "it": "A raggi conta quante smazzate vince ciascuno: Noi {us}, Loro {them}{draws}. In questo corso vince chi arriva per primo a {n}: {result}.",
        "en": "For raggi what counts is how many hands each side wins: Us {us}, Them {them}{draws}. In this course the first to {n} wins: {result}.",
    },
    "mq.draws": {
        "it": " (più {count} pari: in questo corso una smazzata pari non conta per nessuno, e altri tavoli possono fare diversamente)",
        "en": " (and {count} drawn: in this course a drawn hand counts for nobody, and other tables may differ)",
    },
    # a match of 2 or 3 raggi won without losing one: not a cappotto, which is four to nil
    "mq.only_four": {
        "it": " Non è cappotto: in questo corso il cappotto è solo il quattro a zero della partita classica a quattro raggi.",
        "en": " It is no cappotto: in this course a cappotto is only four to nil in the classic match of four raggi.",
    },
    "mq.why_points": {
        "it": "A 151 si sommano i punti di tutte le smazzate, accusi compresi: Noi {us}, Loro {them}; {result}.",
        "en": "At 151 the points of every hand are added up, declarations included: Us {us}, Them {them}; {result}.",
    },
    "mq.not_over": {"it": "La partita non è ancora decisa.", "en": "The match is not decided yet."},
    "mq.over": {"it": "La partita invece è già decisa.", "en": "But the match is already decided."},
    "mq.is_cappotto": {"it": "Chi vince è giusto, ma c'è di più: {n} a 0 è cappotto.",
                       "en": "Right side, but there is more: {n} to nil is a cappotto."},
    "mq.not_cappotto": {
        "it": "Chi vince è giusto, ma non è cappotto: il cappotto è vincere quattro raggi a zero, senza che gli altri ne vincano nemmeno uno.",
        "en": "Right side, but it is no cappotto: a cappotto is winning four raggi to nil, without the others winning a single one.",
    },
    "mq.wrong_side_one_hand": {"it": "Vince chi fa 61 o più.", "en": "Whoever makes 61 or more wins."},
    "mq.wrong_side_two_hands": {"it": "Conta il totale delle due smazzate, non una sola.",
                                "en": "The total of both hands counts, not one of them."},
    "mq.wrong_side_raggi": {"it": "A raggi contano le smazzate vinte, non i punti.",
                            "en": "For raggi the hands won count, not the points."},
    "mq.wrong_side_tie_break": {"it": "Dopo il pari conta solo lo spareggio.",
                                "en": "After the tie only the tie-break hand counts."},
    "mq.both_over": {
        "it": "tutte e due le parti hanno passato {target} nella stessa smazzata; in questo corso vince chi ha di più (altri tavoli possono fare diversamente): {result}",
        "en": "both sides passed {target} in the same hand; in this course the higher total wins (other tables may differ): {result}",
    },
    "mq.result_more_both_over": {
        "it": "tutte e due le parti hanno passato {target} con gli stessi punti: in questo corso si gioca un'altra smazzata",
        "en": "both sides passed {target} with the same points: in this course another hand is played",
    },
    "mq.wrong_side_points": {"it": "Conta il totale di tutte le smazzate, accusi compresi.",
                             "en": "The total of every hand counts, declarations included."},
    "note.09_deal": {
        "it": "Ciascuno dei {players} giocatori riceve {cards} carte. Chi parla per primo può passare o dichiarare uno di questi valori: {bids}.",
        "en": "Each of the {players} players gets {cards} cards. The first to speak may pass or bid one of these ranks: {bids}.",
    },
    "note.10_subito": {
        "it": "In Subito al Due chi apre può passare o dichiarare da {low} a {high} punti.",
        "en": "In Subito al Due the opener may pass or bid from {low} to {high} points.",
    },
    "note.10_five": {"it": "In cinque", "en": "With five"},
    "note.10_plain": {"it": "Chiamata", "en": "Chiamata"},
    "note.10_col_monte": {"it": "Col monte", "en": "Col monte"},
    "note.10_each": {"it": "Carte a testa", "en": "Cards each"},
    "note.10_monte": {"it": "Nel monte", "en": "In the monte"},
    "note.11_deal151": {
        "it": "In due, a 151, ognuno ha {hand} carte in mano e nel mazzo ne restano {deck}, briscola compresa.",
        "en": "With two players at 151, each holds {hand} cards and {deck} are left in the deck, the briscola card included.",
    },

    # -- the progress store -----------------------------------------------------------------
    "progress.set_aside": {
        "it": "Il file dei tuoi progressi non si è potuto leggere: è stato messo da parte come {path} (non è stato cancellato) e ne è stato aperto uno nuovo.",
        "en": "Your progress file could not be read: it was set aside as {path} (not deleted) and a fresh one was started.",
    },

    # -- the course, flashcards and the replay ----------------------------------------------
    "course.stars": {"it": "Le tue stelle:", "en": "Your stars:"},
    "flash.show": {"it": "Mostra il nome", "en": "Show the name"},
    "flash.knew": {"it": "Lo sapevo", "en": "I knew it"},
    "flash.forgot": {"it": "Non lo sapevo", "en": "I didn't know it"},
    "flash.which": {"it": "Che carta è? Pensaci, poi guarda.", "en": "Which card is it? Think, then look."},
    "flash.reveal_first": {"it": "Prima guarda il nome della carta.", "en": "Look at the card's name first."},
    "flash.status": {
        "it": "Da ripassare ora: {due}. Imparate bene: {learned} su {total}.",
        "en": "To review now: {due}. Learned well: {learned} of {total}.",
    },
    "flash.none_due": {
        "it": "Nessuna carta da ripassare adesso: torna più tardi e le ritroverai.",
        "en": "Nothing to review now: come back later and the cards will be waiting.",
    },
    "replay.start": {"it": "◀◀ Inizio", "en": "◀◀ Start"},
    "replay.end": {"it": "Fine ▶▶", "en": "End ▶▶"},

    "course.points": {"it": "{points} punti", "en": "{points} points"},
    "course.strength": {"it": "forza: {n}ª", "en": "no. {n} in strength"},
    "course.deck": {"it": "Mazzo", "en": "Deck"},
    "course.region": {"it": "Dove si gioca", "en": "Where it is played"},

    "course.trump_is": {"it": "Briscola: {suit}.", "en": "Trumps: {suit}."},

    "course.progress_title": {"it": "I tuoi progressi", "en": "Your progress"},
    "course.export": {"it": "Esporta i progressi", "en": "Export your progress"},
    "course.download": {"it": "Scarica il file", "en": "Download the file"},
    "course.import": {"it": "Importa un file", "en": "Import a file"},
    "course.import_done": {
        "it": "Progressi importati: le stelle e le lezioni qui sopra sono aggiornate.",
        "en": "Progress imported: the stars and the lessons above are up to date.",
    },
    "course.import_bad": {
        "it": "«{name}» non è stato importato, e nulla è cambiato. {why}",
        "en": "“{name}” was not imported, and nothing changed. {why}",
    },
    "course.import_class": {
        "it": "Su questo server i progressi passano da un browser all'altro con un codice, non con un file: premi «Crea un codice» qui sopra e scrivilo nell'altro browser, alla domanda «Hai già cominciato su un altro computer?». Qui puoi esportare i tuoi progressi, per portarli sul tuo computer.",
        "en": "On this server progress moves from one browser to another with a code, not a file: press “Make a code” above and type it in the other browser, under “Did you start on another computer?”. Here you can export your progress, to take it to your own computer.",
    },
    "refusal.progress_unreadable": {
        "it": "Il file non è un testo JSON leggibile.",
        "en": "The file is not readable JSON text.",
    },
    "refusal.progress_big": {
        "it": "Il file è troppo grande per un file di progressi (al massimo {most} kB).",
        "en": "The file is too large for a progress file ({most} kB at most).",
    },
    "refusal.progress_format": {
        "it": "Il file non è un file di progressi esportato da questo corso.",
        "en": "The file is not a progress file exported by this course.",
    },
    "refusal.progress_version": {
        "it": "Il file è di una versione dei progressi, «{version}», che questo corso non legge: legge la versione 1.",
        "en": "The file is of a version of progress, “{version}”, that this course does not read: it reads version 1.",
    },
    "refusal.progress_shape": {
        "it": "Le parti del file non hanno la forma di un file di progressi.",
        "en": "The parts of the file are not shaped as those of a progress file.",
    },
    "refusal.progress_many": {
        "it": "Il file ha troppe voci (al massimo {most} in una parte).",
        "en": "The file has too many entries ({most} at most in one part).",
    },
    "refusal.progress_lesson": {
        "it": "Il file dà stelle a una lezione che il corso non ha: «{value}».",
        "en": "The file gives stars to a lesson the course does not have: “{value}”.",
    },
    "refusal.progress_stars": {
        "it": "Le stelle della lezione «{lesson}» vanno da 0 a 3, non «{value}».",
        "en": "The stars of lesson “{lesson}” are 0 to 3, not “{value}”.",
    },
    "refusal.progress_result": {
        "it": "Il risultato n. {n} non ha la forma di un risultato (esercizio, risposte giuste, domande, ora).",
        "en": "Result no. {n} is not shaped as a result (exercise, answers right, questions, time).",
    },
    "refusal.progress_exercise": {
        "it": "Il risultato n. {n} è di un esercizio che il corso non ha: «{value}».",
        "en": "Result no. {n} is of an exercise the course does not have: “{value}”.",
    },
    "refusal.progress_count": {
        "it": "Il risultato n. {n} non torna: «{right}» giuste su «{total}».",
        "en": "Result no. {n} does not add up: “{right}” right of “{total}”.",
    },
    "refusal.progress_time": {
        "it": "Nel risultato n. {n} l'ora non è un momento già passato: «{value}».",
        "en": "In result no. {n} the time is not a moment already past: “{value}”.",
    },
    "refusal.progress_hand": {
        "it": "La smazzata n. {n} non è una smazzata del corso: «{value}».",
        "en": "Hand no. {n} is not a hand of the course: “{value}”.",
    },
    "refusal.progress_flashcard": {
        "it": "La scheda n. {n} non ha la forma di una scheda (carta, scatola, quando torna).",
        "en": "Flashcard no. {n} is not shaped as a flashcard (card, box, when it comes back).",
    },
    "refusal.progress_card": {
        "it": "La scheda n. {n} non è una carta del mazzo: «{value}».",
        "en": "Flashcard no. {n} is not a card of the deck: “{value}”.",
    },
    "refusal.progress_box": {
        "it": "La scheda n. {n} è in una scatola che non c'è: «{value}» (le scatole vanno da 0 a 5).",
        "en": "Flashcard no. {n} is in a box there is not: “{value}” (the boxes are 0 to 5).",
    },
    "refusal.progress_due": {
        "it": "La scheda n. {n} torna in un momento che non può essere: «{value}».",
        "en": "Flashcard no. {n} comes back at a time that cannot be: “{value}”.",
    },
    "refusal.progress_setting": {
        "it": "Il file ha un'impostazione che il corso non conosce: «{value}».",
        "en": "The file has a setting the course does not know: “{value}”.",
    },

    "quiz.sign_title": {"it": "Che cosa dice il segno?", "en": "What does the sign say?"},
    "quiz.sign_prompt": {
        "it": "Il tuo compagno fa questo segno: {gesture}. Che cosa ha in mano?",
        "en": "Your partner makes this sign: {gesture}. What is in your partner's hand?",
    },
    "quiz.sign_explain": {"it": "«{gesture}» vuol dire: {meaning}.", "en": "“{gesture}” means: {meaning}."},
    "quiz.true_sign_title": {"it": "Quale segno puoi fare?", "en": "Which sign can you give?"},
    "quiz.true_sign_prompt": {
        "it": "La briscola è {suit} e questa è la tua mano. Quale di questi segni dice il vero sulla tua mano?",
        "en": "Trumps are {suit} and this is your hand. Which of these signs tells the truth about your hand?",
    },
    "quiz.true_sign_right": {
        "it": "Sì: il segno «{meaning}» dice il vero sulla tua mano. Per questa mano i segni veri sono quelli che dicono: {all}.",
        "en": "Yes: the sign “{meaning}” tells the truth about your hand. For this hand the true signs are those that say: {all}.",
    },
    "quiz.true_sign_wrong": {
        "it": "No: il segno «{meaning}» non dice il vero sulla tua mano, e un segno falso inganna il compagno. Per questa mano i segni veri sono quelli che dicono: {all}.",
        "en": "No: the sign “{meaning}” does not tell the truth about your hand, and a false sign misleads your partner. For this hand the true signs are those that say: {all}.",
    },
    "quiz.best_title": {"it": "Quale carta giochi?", "en": "Which card do you play?"},
    "quiz.best_prompt": {
        "it": "Briscola: {suit}. In tavola: {table}. Tocca a te: clicca la carta che giochi.",
        "en": "Trumps: {suit}. On the table: {table}. Your turn: click the card you want to play.",
    },
    # a best-card puzzle where the learner leads the trick (``BestCardQuiz(leads=...)``)
    "quiz.best_prompt_lead": {
        "it": "Briscola: {suit}. Sul tavolo non c'è ancora nessuna carta: questa presa la apri tu. Clicca la carta con cui apri.",
        "en": "Trumps: {suit}. The table is empty: you lead this trick. Click the card you lead with.",
    },
    # What the hand so far left for the best-card puzzle (``BestCardQuiz.facts``): what the
    # advisor judging it knows, and a player at the table would remember. {card} is a card's
    # name with its article, as the pack shown names it.
    "quiz.best_points_label": {"it": "Punti presi finora", "en": "Points taken so far"},
    "quiz.best_points": {"it": "tu {mine}, l'avversario {theirs}", "en": "you {mine}, your opponent {theirs}"},
    "quiz.best_points_pair": {
        "it": "la tua coppia {mine}, gli avversari {theirs}",
        "en": "your pair {mine}, the opponents {theirs}",
    },
    "quiz.best_deck_label": {"it": "Mazzo", "en": "Deck"},
    "quiz.best_deck": {
        "it": "{deck} carte; l'ultima a essere pescata è la carta girata, {card}.",
        "en": "{deck} cards; the last one to be drawn is the turned card, {card}.",
    },
    "quiz.best_deck_empty_hand": {
        "it": "finito; la carta girata, {card}, l'hai pescata tu.",
        "en": "used up; you drew the turned card, {card}.",
    },
    "quiz.best_deck_empty_played": {
        "it": "finito; la carta girata, {card}, è già stata giocata.",
        "en": "used up; the turned card, {card}, has already been played.",
    },
    "quiz.best_deck_empty_held": {
        "it": "finito; la carta girata, {card}, l'ha pescata {who} e ce l'ha ancora in mano.",
        "en": "used up; the turned card, {card}, was drawn by {who}, who still holds it.",
    },
    "quiz.best_who_opponent": {"it": "l'avversario", "en": "your opponent"},
    "quiz.best_who_partner": {"it": "il tuo compagno", "en": "your partner"},
    "quiz.best_who_after": {"it": "l'avversario che gioca subito dopo di te", "en": "the opponent who plays right after you"},
    "quiz.best_who_before": {"it": "l'avversario che gioca subito prima di te", "en": "the opponent who plays right before you"},
    "quiz.best_out_label": {"it": "Ancora fuori", "en": "Still out"},
    "quiz.best_out": {
        "it": "le carte che non hai in mano, che nessuno ha giocato e che non sono la carta girata; eccole, seme per seme:",
        "en": "the cards you do not hold, that nobody has played and that are not the turned card; here they are, suit by suit:",
    },
    "quiz.best_out_theirs": {
        "it": "le carte che non hai in mano, che nessuno ha giocato e che non sono la carta girata sono tutte dell'avversario; eccole, seme per seme:",
        "en": "the cards you do not hold, that nobody has played and that are not the turned card are all in your opponent's hand; here they are, suit by suit:",
    },
    "quiz.best_out_trumps": {"it": "{suit} (briscola)", "en": "{suit} (trumps)"},
    "quiz.best_out_none": {"it": "nessuna", "en": "none"},
    "quiz.yours": {"it": "tua", "en": "yours"},
    "quiz.not_in_hand": {"it": "«{value}» non è una carta della tua mano.", "en": "“{value}” is not a card in your hand."},
    # the head of the feedback for a card behind the best that is not a costly mistake
    "quiz.best_fine": {"it": "Va bene: non è un errore costoso, ma c'è di meglio.",
                       "en": "Fine: not a costly mistake, but there is better."},
    "quiz.best_not_sure": {
        "it": "Non è detto che sia un errore costoso: c'è di meglio, ma la differenza è troppo incerta per dirlo.",
        "en": "Not surely a costly mistake: there is better, but the difference is too uncertain to say so.",
    },
    "quiz.best_was": {"it": "La carta migliore era {card:the}. {reason}", "en": "The best card was {card:the}. {reason}"},

    "course.gesture": {"it": "Il segno", "en": "The sign"},
    "course.meaning": {"it": "Che cosa vuol dire", "en": "What it means"},

    # -- the Binder links of the teacher's lesson (binder.py) -------------------------------
    "binder.course_map": {"it": "La mappa del corso", "en": "The course map"},
    "binder.ask": {
        "it": "Il repository GitHub di questa copia del corso (account/nome):",
        "en": "The GitHub repository of this copy of the course (account/name):",
    },
    "binder.example": {"it": "scuola-rossi/corso-briscola", "en": "my-school/briscola-course"},
    "binder.show": {"it": "Mostra i link", "en": "Show the links"},
    "binder.bad_repo": {
        "it": "«{text}» non è un repository GitHub: scrivete account/nome, per esempio {example}.",
        "en": "“{text}” is not a GitHub repository: type account/name, for example {example}.",
    },
    "binder.no_repo": {
        "it": "Scrivete prima il repository, come account/nome: per esempio {example}.",
        "en": "Type the repository first, as account/name: for example {example}.",
    },
    "binder.for_repo": {
        "it": "I link di Binder per {repo}, versione {ref}:",
        "en": "The Binder links for {repo}, version {ref}:",
    },
    "binder.lesson": {"it": "Lezione", "en": "Lesson"},
    "binder.app": {"it": "Come app", "en": "As an app"},
    "binder.lab": {"it": "In JupyterLab, con il codice", "en": "In JupyterLab, with the code"},
    "binder.open": {"it": "apri", "en": "open"},
    "binder.open_lab": {"it": "apri in JupyterLab", "en": "open in JupyterLab"},

    # -- issue 13, lessons 07-08: relative signs (signs.*), words of the table and sayings
    # (words.*), the lessons' notes (widgets/word_quiz.py) ---------------------------------
    "note.07_true_signs": {
        "it": "Con briscola {suit} e in mano {hand:the}, i segni veri sono quelli che dicono: {signs}.",
        "en": "With {suit} as trumps and {hand:the} in hand, the true signs are those that say: {signs}.",
    },
    "signs.relative_title": {"it": "Due sopra o due sotto?", "en": "Two above or two below?"},
    "signs.relative_prompt": {
        "it": "Briscola: {suit}. Il tuo compagno fa il segno di riferimento: {gesture}, cioè {ref:the}. Queste sono le tue carte: che cosa gli rispondi?",
        "en": "Trumps: {suit}. Your partner makes the reference sign: {gesture}, that is {ref:the}. These are your cards: what do you answer?",
    },
    "signs.relative_due_sopra": {"it": "«due sopra»", "en": "“two above”"},
    "signs.relative_due_sotto": {"it": "«due sotto»", "en": "“two below”"},
    "signs.relative_niente": {"it": "Niente: non ho nessuna delle due", "en": "Nothing: I hold neither"},
    "signs.relative_facts": {
        "it": "Nell'ordine di presa il riferimento è {ref:the}: {up}; {down}.",
        "en": "In the order of strength the reference is {ref:the}: {up}; {down}.",
    },
    "signs.relative_due_sopra_is": {"it": "due sopra c'è {card:the} ({path})", "en": "two above is {card:the} ({path})"},
    "signs.relative_due_sotto_is": {"it": "due sotto c'è {card:the} ({path})", "en": "two below is {card:the} ({path})"},
    "signs.relative_due_sopra_none": {"it": "sopra non ci sono due carte più forti", "en": "there are not two stronger cards above it"},
    "signs.relative_due_sotto_none": {"it": "sotto non ci sono due carte più deboli", "en": "there are not two weaker cards below it"},
    "signs.relative_say": {"it": "Tu hai {card:the}: rispondi {answer}.", "en": "You hold {card:the}: answer {answer}."},
    "signs.relative_silent": {
        "it": "Tu non hai nessuna delle due: non hai niente da rispondere.",
        "en": "You hold neither of them: you have nothing to answer.",
    },
    "signs.relative_not_held": {
        "it": "{answer} direbbe al compagno che hai {card:the}, e non ce l'hai.",
        "en": "{answer} would tell your partner that you hold {card:the}, and you do not.",
    },
    "signs.relative_off_the_end": {
        "it": "{ref:The} è troppo in alto per contare due posti sopra: {answer} non vorrebbe dire niente.",
        "en": "{ref:The} is too high to count two places above it: {answer} would mean nothing.",
    },
    "signs.relative_not_silent": {"it": "Qualcosa da rispondere ce l'hai.", "en": "You do have something to answer."},

    "words.title_word": {"it": "Le parole del tavolo", "en": "The words of the table"},
    "words.title_saying": {"it": "I detti del tavolo", "en": "The sayings of the table"},
    "words.title_play": {"it": "Che carta ti chiede il compagno?", "en": "Which card is your partner asking for?"},
    "words.ask_word": {"it": "Quale parola del tavolo va bene qui?", "en": "Which word of the table fits here?"},
    "words.ask_saying": {"it": "Quale detto si sente al tavolo?", "en": "Which saying do you hear at the table?"},
    "words.caption_gone": {"it": "già uscita", "en": "gone"},
    "words.caption_this": {"it": "questa", "en": "this one"},
    "words.scene.card_fresh": {
        "it": "Briscola: {suit}. La smazzata è appena cominciata e non è ancora uscita nessuna carta. Guarda {card:the}.",
        "en": "Trumps: {suit}. The hand has just begun and no card has gone yet. Look at {card:the}.",
    },
    "words.scene.card_gone": {
        "it": "Briscola: {suit}. Sono già usciti {gone:the}. Guarda {card:the}.",
        "en": "Trumps: {suit}. {gone:The} have already gone. Look at {card:the}.",
    },
    "words.scene.trick": {
        "it": "Briscola: {suit}. Ecco una presa, nell'ordine di gioco; sotto ogni carta c'è chi l'ha giocata.",
        "en": "Trumps: {suit}. Here is a trick in the order of play; under each card, who played it.",
    },
    "words.scene.first_trick": {
        "it": "Briscola: {suit}. Ecco la prima presa della smazzata, nell'ordine di gioco; sotto ogni carta c'è chi l'ha giocata.",
        "en": "Trumps: {suit}. Here is the first trick of the hand, in the order of play; under each card, who played it.",
    },
    "words.scene.old_trump": {
        "it": "Nella smazzata di prima la briscola era {old}; ora è {suit}. Ecco la prima presa della nuova smazzata, nell'ordine di gioco.",
        "en": "In the deal before, trumps were {old}; now they are {suit}. Here is the first trick of the new deal, in the order of play.",
    },
    "words.scene.hand": {"it": "Briscola: {suit}. Queste sono le tue carte.", "en": "Trumps: {suit}. These are your cards."},
    "words.scene.pile": {
        "it": "La smazzata è finita: ecco le carte prese dalla tua coppia. Contale.",
        "en": "The hand is over: here are the cards your pair took. Count them.",
    },
    "words.scene.match": {
        "it": "Una partita a {raggi} raggi è finita: la tua coppia ne ha vinti {won}, gli avversari {lost}.",
        "en": "A match to {raggi} raggi is over: your pair won {won}, the opponents {lost}.",
    },
    "words.right": {"it": "Qui va bene {label}. {here}", "en": "What fits here is {label}. {here}"},
    "words.wrong": {
        "it": "Hai scelto {chosen}: qui non è così. Qui va bene {label}. {here}",
        "en": "You chose {chosen}: that is not what happens here. What fits is {label}. {here}",
    },
    "words.quoted_word": {"it": "«{label}» ({means})", "en": "“{label}” ({means})"},
    "words.quoted_saying": {"it": "«{label}» («{gloss}»: {means})", "en": "“{label}” (“{gloss}”: {means})"},
    # the words of the table (RULES.md section 7)
    "words.carico.label": {"it": "carico", "en": "carico"},
    "words.carico.means": {"it": "un Asso o un Tre: 11 o 10 punti", "en": "an Ace or a Three: 11 or 10 points"},
    "words.carico.here": {"it": "{card:The} vale {points} punti.", "en": "{card:The} is worth {points} points."},
    "words.liscio.label": {"it": "liscio", "en": "liscio"},
    "words.liscio.means": {"it": "una carta che non vale punti: 7, 6, 5, 4 o 2", "en": "a card worth no points: 7, 6, 5, 4 or 2"},
    "words.liscio.here": {"it": "{card:The} non vale niente.", "en": "{card:The} is worth nothing."},
    "words.figura.label": {"it": "figura", "en": "figure"},
    "words.figura.means": {"it": "un Re, un Cavallo o un Fante: 4, 3 o 2 punti", "en": "a King, a Knight or a Jack: 4, 3 or 2 points"},
    "words.figura.here": {"it": "{card:The} vale {points} punti.", "en": "{card:The} is worth {points} points."},
    "words.franca.label": {"it": "carta franca", "en": "carta franca"},
    "words.franca.means": {
        "it": "la carta più alta rimasta del suo seme: la prende solo una briscola",
        "en": "the highest card left in its suit: only a trump takes it",
    },
    "words.franca.here": {
        "it": "{card:The}: le carte più forti del suo seme, {stronger:the}, sono già uscite, e nel suo seme non lo batte più nessuno.",
        "en": "{card:The}: the stronger cards of its suit, {stronger:the}, have already gone, and nothing in its suit beats it any more.",
    },
    "words.strozzo_maschio.label": {"it": "strozzo di maschio", "en": "male strozzo"},
    "words.strozzo_maschio.means": {"it": "prendere la presa con l'Asso del seme di uscita", "en": "taking the trick with the Ace of the suit led"},
    "words.strozzo_maschio.here": {
        "it": "{winner:The} prende {led:the}: è dello stesso seme, e non serve una briscola.",
        "en": "{winner:The} takes {led:the}: it is of the same suit, and no trump is needed.",
    },
    "words.strozzo_femmina.label": {"it": "strozzo di femmina", "en": "female strozzo"},
    "words.strozzo_femmina.means": {"it": "prendere la presa con il Tre del seme di uscita", "en": "taking the trick with the Three of the suit led"},
    "words.strozzo_femmina.here": {
        "it": "{winner:The} prende {led:the}: è dello stesso seme, e non serve una briscola.",
        "en": "{winner:The} takes {led:the}: it is of the same suit, and no trump is needed.",
    },
    "words.briscolina.label": {"it": "briscolina", "en": "briscolina"},
    "words.briscolina.means": {
        "it": "una piccola briscola messa sulla presa perché nessuno la strozzi",
        "en": "a small trump put on a trick so that nobody strangles it",
    },
    "words.briscolina.here": {
        "it": "L'Asso e il Tre di {led_suit} non sono ancora usciti, e tu metti {you:the}, una briscola che non vale niente: ora chi strozzasse regalerebbe il suo carico.",
        "en": "The Ace and the Three of {led_suit} are still to come, and you put on {you:the}, a trump worth nothing: now whoever strangled would only give their carico away.",
    },
    "words.in_chiesa.label": {"it": "in chiesa", "en": "in chiesa"},
    "words.in_chiesa.means": {
        "it": "avere in mano solo carichi non di briscola e briscole; nella tabella dei segni, nessuna briscola",
        "en": "holding only carichi that are not trumps, and trumps; in the table of signs, no trump at all",
    },
    "words.in_chiesa.here": {
        "it": "Qualunque carta giochi, sarà un carico o una briscola: non hai un liscio da dare.",
        "en": "Whatever you play will be a carico or a trump: you have no liscio to give.",
    },
    "words.sessanta.label": {"it": "sessanta e sessanta", "en": "sessanta e sessanta"},
    "words.sessanta.means": {"it": "60 punti per parte, cioè pareggio", "en": "60 points each, a draw"},
    "words.sessanta.here": {
        "it": "Le vostre carte fanno {points} punti: agli avversari restano gli altri 60 dei 120.",
        "en": "Your cards make {points} points: the opponents have the other 60 of the 120.",
    },
    "words.cappotto.label": {"it": "cappotto", "en": "cappotto"},
    "words.cappotto.means": {
        "it": "vincere la partita quattro raggi a zero, senza che gli avversari ne vincano nemmeno uno",
        "en": "winning the match four raggi to nil, without the opponents winning a single one",
    },
    "words.cappotto.here": {
        "it": "{won} raggi a {lost}: gli avversari non ne hanno vinto nemmeno uno.",
        "en": "{won} raggi to {lost}: the opponents did not win a single one.",
    },
    # the sayings of seed 000, quoted as the source writes them, with their translation
    "words.lis_stros.label": {"it": "Lìs ch'a stros", "en": "Lìs ch'a stros"},
    "words.lis_stros.gloss": {"it": "liscio che strozzo", "en": "liscio, I strangle"},
    "words.lis_stros.means": {
        "it": "il compagno ti chiede un liscio, perché a strozzare ci pensa lui",
        "en": "your partner asks you for a liscio, because they will do the strangling",
    },
    "words.lis_stros.here": {
        "it": "Tu dai {you:the}, che non vale niente, e il tuo compagno strozza con {winner:the}.",
        "en": "You give {you:the}, worth nothing, and your partner strangles with {winner:the}.",
    },
    "words.pas_in_ca.label": {"it": "Tgnem la pâs in cà", "en": "Tgnem la pâs in cà"},
    "words.pas_in_ca.gloss": {"it": "teniamo la pace in casa", "en": "let us keep the peace at home"},
    "words.pas_in_ca.means": {
        "it": "una piccola briscola calma le acque ed evita un gioco pesante, con i carichi che volano sul tavolo",
        "en": "a small trump calms the waters and avoids a heavy game, with carichi flying onto the table",
    },
    "words.pas_in_ca.here": {
        "it": "L'Asso e il Tre di {led_suit} non sono ancora usciti, e tu metti {you:the}, una briscola che non vale niente: ora chi strozzasse regalerebbe il suo carico.",
        "en": "The Ace and the Three of {led_suit} are still to come, and you put on {you:the}, a trump worth nothing: now whoever strangled would only give their carico away.",
    },
    "words.brescola_vecia.label": {"it": "Bréscola vecia, stros sicur", "en": "Bréscola vecia, stros sicur"},
    "words.brescola_vecia.gloss": {"it": "briscola vecchia, strozzo sicuro", "en": "old trump, sure strozzo"},
    "words.brescola_vecia.means": {
        "it": "un pregiudizio dei giocatori, per cui chi apre la nuova smazzata con il seme che prima era briscola si fa strozzare",
        "en": "a players' prejudice that whoever opens a new deal with the suit that was trumps before gets strangled",
    },
    "words.brescola_vecia.here": {
        "it": "{old} era la briscola della smazzata di prima: esce {led:the}, e {winner:the} lo strozza.",
        "en": "{old} were trumps in the deal before: {led:the} is led, and {winner:the} strangles it.",
    },
    "words.chi_fa_du.label": {"it": "Chi fa dù armàgn futù", "en": "Chi fa dù armàgn futù"},
    "words.chi_fa_du.gloss": {"it": "chi fa due punti rimane fregato", "en": "whoever makes two points is done for"},
    "words.chi_fa_du.means": {
        "it": "chi nella prima presa fa due punti perderà il raggio; è solo superstizione",
        "en": "whoever makes two points in the first trick will lose the raggio; pure superstition",
    },
    "words.chi_fa_du.here": {
        "it": "È la prima presa della smazzata e vale {points} punti.",
        "en": "It is the first trick of the hand and it is worth {points} points.",
    },
    "words.tri_cavai.label": {
        "it": "Tri cavai con un fànt insìma, j'hàn vins la guèra",
        "en": "Tri cavai con un fànt insìma, j'hàn vins la guèra",
    },
    "words.tri_cavai.gloss": {
        "it": "tre cavalli con un fante sopra hanno vinto la guerra",
        "en": "three Knights with a Jack on top won the war",
    },
    "words.tri_cavai.means": {
        "it": "il Fante di briscola che prende tre Cavalli porta a casa 11 punti, come un carico",
        "en": "the Jack of trumps taking three Knights brings home 11 points, like a carico",
    },
    "words.tri_cavai.here": {
        "it": "{winner:The} prende tre Cavalli: 3 + 3 + 3 + 2 = {points} punti.",
        "en": "{winner:The} takes three Knights: 3 + 3 + 3 + 2 = {points} points.",
    },
    "words.nada.label": {"it": "Questa ché l'è nada un dé prìma", "en": "Questa ché l'è nada un dé prìma"},
    "words.nada.gloss": {"it": "questa qui è nata un giorno prima", "en": "this one was born a day earlier"},
    "words.nada.means": {
        "it": "lo si dice prendendo con una briscola di poco più alta di quella dell'avversario",
        "en": "said when you take with a trump only a little higher than your opponent's",
    },
    "words.nada.here": {
        "it": "{winner:The} prende {beaten:the}: è una briscola di poco più alta, qui proprio la successiva nell'ordine di presa.",
        "en": "{winner:The} takes {beaten:the}: it is a trump only a little higher, here the very next one up in the order of strength.",
    },
    "words.magn.label": {"it": "At màgn la brìscola", "en": "At màgn la brìscola"},
    "words.magn.gloss": {"it": "ti mangio la briscola", "en": "I eat your trump"},
    "words.magn.means": {
        "it": "prendere con una briscola più alta una briscola già giocata",
        "en": "taking a trump already played with a higher one",
    },
    "words.magn.here": {
        "it": "{winner:The} si mangia {beaten:the}, una briscola molto più bassa nell'ordine di presa.",
        "en": "{winner:The} eats {beaten:the}, a trump far below it in the order of strength.",
    },
    "words.pri_ass.label": {
        "it": "Pri àss e i caplètt, nuantàr s'alvem anch da létt",
        "en": "Pri àss e i caplètt, nuantàr s'alvem anch da létt",
    },
    "words.pri_ass.gloss": {
        "it": "per gli Assi e i cappelletti ci alziamo anche dal letto",
        "en": "for Aces and cappelletti we even get out of bed",
    },
    "words.pri_ass.means": {"it": "per prendere un Asso va bene qualsiasi briscola", "en": "to take an Ace, any trump will do"},
    "words.pri_ass.here": {
        "it": "{winner:The}, una briscola, si prende {asso:the} e i suoi 11 punti.",
        "en": "{winner:The}, a trump, takes {asso:the} and its 11 points.",
    },
    "words.muta.label": {"it": "Strusàr a la muta", "en": "Strusàr a la muta"},
    "words.muta.gloss": {"it": "strozzare alla muta", "en": "strangle on the quiet"},
    "words.muta.means": {
        "it": "strozzare di sorpresa, per ultimo, con un carico che nessuno si aspettava",
        "en": "strangling by surprise, as the last to play, with a carico nobody expected",
    },
    "words.muta.here": {
        "it": "Per ultimo arriva {winner:the}, un carico del seme di uscita, e si porta via tutta la presa: {points} punti.",
        "en": "Last comes {winner:the}, a carico of the suit led, and carries off the whole trick: {points} points.",
    },
    "words.fin_in_fond.label": {"it": "Lis fin in fònd", "en": "Lis fin in fònd"},
    "words.fin_in_fond.gloss": {"it": "liscio fino in fondo", "en": "liscio to the very end"},
    "words.fin_in_fond.means": {
        "it": "chi ha l'Asso di briscola gioca lisci e tiene i punti per la fine",
        "en": "whoever holds the Ace of trumps plays lisci and keeps the points for the end",
    },
    "words.fin_in_fond.here": {"it": "Hai {ace:the}, l'Asso di briscola.", "en": "You hold {ace:the}, the Ace of trumps."},
    "words.chiesa.label": {"it": "Èsar in césa", "en": "Èsar in césa"},
    "words.chiesa.gloss": {"it": "essere in chiesa", "en": "to be in church"},
    "words.chiesa.means": {
        "it": "avere in mano solo carichi non di briscola e briscole",
        "en": "holding only carichi that are not trumps, and trumps",
    },
    "words.chiesa.here": {
        "it": "Qualunque carta giochi, sarà un carico o una briscola: non hai un liscio da dare.",
        "en": "Whatever you play will be a carico or a trump: you have no liscio to give.",
    },
    "words.sessanta_sessanta.label": {"it": "J'em fat s'sànta e s'sànta", "en": "J'em fat s'sànta e s'sànta"},
    "words.sessanta_sessanta.gloss": {"it": "abbiamo fatto sessanta e sessanta", "en": "we made sixty and sixty"},
    "words.sessanta_sessanta.means": {"it": "60 punti per parte, cioè pareggio", "en": "60 points each, a draw"},
    "words.sessanta_sessanta.here": {
        "it": "Le vostre carte fanno {points} punti: agli avversari restano gli altri 60 dei 120.",
        "en": "Your cards make {points} points: the opponents have the other 60 of the 120.",
    },
    "words.capot.label": {"it": "J'han ciapâ capòt", "en": "J'han ciapâ capòt"},
    "words.capot.gloss": {"it": "hanno preso cappotto", "en": "they took cappotto"},
    "words.capot.means": {
        "it": "lo si dice agli avversari che hanno perso la partita quattro a zero, senza vincere nemmeno un raggio",
        "en": "said to the opponents who lost the match four to nil, without winning a single raggio",
    },
    "words.capot.here": {
        "it": "{won} raggi a {lost}: gli avversari non ne hanno vinto nemmeno uno.",
        "en": "{won} raggi to {lost}: the opponents did not win a single one.",
    },
    "words.stros_ragg.label": {"it": "Un bèll stros l'ha mai vins al ragg", "en": "Un bèll stros l'ha mai vins al ragg"},
    "words.stros_ragg.gloss": {"it": "un bello strozzo non ha mai vinto il raggio", "en": "a fine strozzo never won the raggio"},
    "words.stros_ragg.means": {
        "it": "lo dice per consolarsi chi ha appena subito uno strozzo: una presa vinta non è ancora il raggio",
        "en": "said for comfort by whoever has just been strangled: a trick won is not yet the raggio",
    },
    "words.stros_ragg.here": {
        "it": "Un avversario strozza {led:the} con {winner:the} e si porta via {points} punti.",
        "en": "An opponent strangles {led:the} with {winner:the} and carries off {points} points.",
    },
    "words.sota_stros.label": {"it": "A sòn sòta a stros", "en": "A sòn sòta a stros"},
    "words.sota_stros.gloss": {"it": "sono sotto strozzo", "en": "I am under strozzo"},
    "words.sota_stros.means": {
        "it": "lo dici quando senti il rischio vero che un avversario strozzi; il rimedio è una briscolina",
        "en": "you say it when you feel the real risk that an opponent will strangle; the remedy is a briscolina",
    },
    "words.sota_stros.here": {
        "it": "L'Asso e il Tre di {led_suit} non sono ancora usciti, e tu metti {you:the}, una briscola che non vale niente: ora chi strozzasse regalerebbe il suo carico.",
        "en": "The Ace and the Three of {led_suit} are still to come, and you put on {you:the}, a trump worth nothing: now whoever strangled would only give their carico away.",
    },
    "words.mond.label": {"it": "A son al mònd", "en": "A son al mònd"},
    "words.mond.gloss": {"it": "sono al mondo, sono vivo", "en": "I am in the world, I am alive"},
    "words.mond.means": {
        "it": "dici al compagno che una briscola ce l'hai, ma di valore molto basso",
        "en": "you tell your partner that you do hold a trump, but a very low one",
    },
    "words.mond.here": {
        "it": "Di briscola hai soltanto {trumps:the}, senza punti: una briscola ce l'hai, ma molto bassa.",
        "en": "Of trumps you hold only {trumps:the}, worth no points: you do have a trump, but a very low one.",
    },
    "words.ant.label": {"it": "Ciapàda ad ànt, s'at vìns at cànt", "en": "Ciapàda ad ànt, s'at vìns at cànt"},
    "words.ant.gloss": {"it": "presa di fante, se vinci canti di gioia", "en": "a Jack's catch: if you win, you sing"},
    "words.ant.means": {
        "it": "prendere con il Fante di briscola è un azzardo, perché briscole più grandi lo superano facilmente",
        "en": "taking with the Jack of trumps is a gamble, because bigger trumps beat it easily",
    },
    "words.ant.here": {
        "it": "{winner:The}, il Fante di briscola, prende {led:the}: questa volta nessuna briscola più grande lo supera.",
        "en": "{winner:The}, the Jack of trumps, takes {led:the}: this time no bigger trump beats it.",
    },
    "words.cajon.label": {"it": "La primà l'è di cajon", "en": "La primà l'è di cajon"},
    "words.cajon.gloss": {"it": "la prima è dei fessi", "en": "the first one is for fools"},
    "words.cajon.means": {
        "it": "lo si dice agli avversari che hanno vinto la prima mano (al nostro tavolo la leggiamo come la prima presa), per farsi beffe di loro",
        "en": "said to the opponents who won the «prima mano» (at our table we read it as the first trick), to mock them",
    },
    "words.cajon.here": {
        "it": "È la prima presa della smazzata, e la vince un avversario con {winner:the}.",
        "en": "It is the first trick of the hand, and an opponent wins it with {winner:the}.",
    },
    # sayings that ask the partner for a card, and the card each asks for
    "words.puntalen.label": {"it": "Mètagh un puntalèn", "en": "Mètagh un puntalèn"},
    "words.puntalen.gloss": {"it": "mettici un piccolo puntello", "en": "put a little prop on it"},
    "words.buta_zo.label": {"it": "Buta zò un càragh", "en": "Buta zò un càragh"},
    "words.buta_zo.gloss": {"it": "butta giù un carico", "en": "throw down a carico"},
    "words.foravia.label": {"it": "Zugàr foravìa", "en": "Zugàr foravìa"},
    "words.foravia.gloss": {"it": "giocare fuori dal seme", "en": "play outside the suit"},
    "words.stros.label": {"it": "Stròsa!", "en": "Stròsa!"},
    "words.stros.gloss": {"it": "strozza!", "en": "strangle it!"},
    "words.du_gninta.label": {"it": "Zugar un du da gninta", "en": "Zugar un du da gninta"},
    "words.du_gninta.gloss": {"it": "giocare un due da niente", "en": "play a two of nothing"},
    "words.ciamar.label": {"it": "Ciamàr 'na brìscola", "en": "Ciamàr 'na brìscola"},
    "words.ciamar.gloss": {"it": "chiamare una briscola", "en": "call a trump"},
    "words.fagh_vedar.label": {"it": "Fàgh vèdar cmè a stemm nuantàr ad cà", "en": "Fàgh vèdar cmè a stemm nuantàr ad cà"},
    "words.fagh_vedar.gloss": {"it": "fagli vedere come stiamo noi di casa", "en": "show them how we stand at home"},
    "words.toras.label": {"it": "Tóras da cà", "en": "Tóras da cà"},
    "words.toras.gloss": {"it": "prendersi dalla propria casa", "en": "take from your own house"},
    "words.sovra.label": {"it": "Fa un sóvra-zogh", "en": "Fa un sóvra-zogh"},
    "words.sovra.gloss": {"it": "procedi con un sopra-gioco", "en": "go on with an over-play"},
    "words.flenga.label": {"it": "Zugar 'na flènga", "en": "Zugar 'na flènga"},
    "words.flenga.gloss": {"it": "giocare una cosa qualsiasi", "en": "play any old thing"},
    "words.travers.label": {"it": "Vàgh par travèrs", "en": "Vàgh par travèrs"},
    "words.travers.gloss": {"it": "vacci per via traversa", "en": "go by the side road"},
    "words.in_pee.label": {
        "it": "Zugar un càragh ch'al stàga in pée da per lù",
        "en": "Zugar un càragh ch'al stàga in pée da per lù",
    },
    "words.in_pee.gloss": {"it": "giocare un carico che stia in piedi da solo", "en": "play a carico that stands on its own feet"},
    "words.play_lis.asks": {
        "it": "un liscio che non sia di briscola: una carta senza punti di un altro seme",
        "en": "a liscio that is not a trump: a card with no points of another suit",
    },
    "words.play_prop.asks": {
        "it": "una piccola briscola, un liscio di briscola, per proteggere la presa",
        "en": "a small trump, a liscio of trumps, to protect the trick",
    },
    "words.play_carico.asks": {
        "it": "un carico non di briscola, un Asso o un Tre, sulla presa del compagno",
        "en": "a carico that is not a trump, an Ace or a Three, on your partner's trick",
    },
    "words.play_foravia.asks": {"it": "una carta qualsiasi, ma non una briscola", "en": "any card but a trump"},
    "words.play_stros.asks": {
        "it": "l'Asso o il Tre del seme di uscita, che prende la presa",
        "en": "the Ace or the Three of the suit led, which takes the trick",
    },
    "words.play_pas.asks": {
        "it": "una piccola briscola, che calmi le acque prima che arrivino i carichi",
        "en": "a small trump, to calm the waters before the carichi come",
    },
    "words.play_du.asks": {
        "it": "la briscola più bassa che hai, fosse anche il Due",
        "en": "your lowest trump, even if it is the Two",
    },
    "words.play_ciamar.asks": {"it": "una briscola, che prenda la presa", "en": "a trump, to take the trick"},
    "words.play_fagh_vedar.asks": {
        "it": "una buona briscola, che prenda la presa",
        "en": "a good trump, one that takes the trick",
    },
    "words.play_toras.asks": {
        "it": "una buona briscola, che possa prendere la presa",
        "en": "a good trump, one that can take the trick",
    },
    "words.play_sovra.asks": {
        "it": "una carta appena più alta di quella dell'avversario: la più bassa che la supera",
        "en": "a card just above the opponent's: the lowest one that beats it",
    },
    "words.play_flenga.asks": {"it": "una carta senza valore, un liscio", "en": "a card of no value, a liscio"},
    "words.play_travers.asks": {
        "it": "un carico non di briscola, anche di un altro seme, sulla presa del compagno",
        "en": "a carico that is not a trump, even of another suit, on your partner's trick",
    },
    "words.play_in_pee.asks": {
        "it": "un carico non di briscola che nel suo seme vince: lo può prendere solo una briscola",
        "en": "a carico that is not a trump and wins in its own suit: only a trump can take it",
    },
    "words.play_prompt": {
        "it": "Briscola: {suit}. In tavola: {table}. Il tuo compagno ti dice: «{label}», «{gloss}». Clicca la carta che giochi.",
        "en": "Trumps: {suit}. On the table: {table}. Your partner tells you: “{label}”, “{gloss}”. Click the card you play.",
    },
    "words.play_prompt_lead": {
        "it": "Briscola: {suit}. Tocca a te aprire la presa. Il tuo compagno ti dice: «{label}», «{gloss}». Clicca la carta che giochi.",
        "en": "Trumps: {suit}. You lead the trick. Your partner tells you: “{label}”, “{gloss}”. Click the card you play.",
    },
    "words.play_right": {
        "it": "{card:The} va bene: «{label}» ti chiede {asks}.",
        "en": "{card:The} will do: “{label}” asks you for {asks}.",
    },
    "words.play_wrong": {
        "it": "«{label}» ti chiede {asks}. {why} Potevi giocare {right}.",
        "en": "“{label}” asks you for {asks}. {why} You could have played {right}.",
    },
    "words.why.trump": {"it": "{card:The} è una briscola.", "en": "{card:The} is a trump."},
    "words.why.points": {"it": "{card:The} vale {points} punti.", "en": "{card:The} is worth {points} points."},
    "words.why.not_trump": {"it": "{card:The} non è una briscola.", "en": "{card:The} is not a trump."},
    "words.why.not_lowest": {
        "it": "{card:The} è una briscola, ma vale {points} punti: come puntello è uno spreco.",
        "en": "{card:The} is a trump, but it is worth {points} points: a waste as a prop.",
    },
    "words.why.not_carico": {
        "it": "{card:The} non è un carico: vale {points} punti.",
        "en": "{card:The} is not a carico: it is worth {points} points.",
    },
    "words.why.trump_not_stros": {
        "it": "{card:The} è una briscola: prende, ma non è uno strozzo, e spendi una briscola.",
        "en": "{card:The} is a trump: it takes, but that is no strozzo, and you spend a trump.",
    },
    "words.why.too_low": {
        "it": "{card:The} è una briscola, ma più bassa di {winning:the}: non prende.",
        "en": "{card:The} is a trump, but lower than {winning:the}: it does not take.",
    },
    "words.why.not_lowest_trump": {
        "it": "{card:The} è una briscola, ma non la più bassa che hai: c'è {lowest:the}.",
        "en": "{card:The} is a trump, but not your lowest one: you have {lowest:the}.",
    },
    "words.why.no_take": {
        "it": "{card:The} non supera {led:the}.",
        "en": "{card:The} does not beat {led:the}.",
    },
    "words.why.too_high": {
        "it": "{card:The} prende, ma non è la carta appena più alta: ne hai una più bassa che basta.",
        "en": "{card:The} takes, but it is not the card just above: you have a lower one that will do.",
    },
    "words.why.off_suit": {
        "it": "{card:The} non è del seme di uscita ({suit}): non prende.",
        "en": "{card:The} is not of the suit led ({suit}): it does not take.",
    },

    "auction.contract_yours": {"it": "Contratto: {bid}, l'asta è tua", "en": "Contract: {bid}, you won the auction"},
    "auction.points": {"it": "{points} punti", "en": "{points} points"},

    # Advice for the Chiamata call and review
    "advice.blind": {
        "it": "Al buio la briscola non si sa ancora: il chiamante la sceglie dopo questa presa.",
        "en": "Al buio nobody knows the trump suit yet: the caller names it after this trick.",
    },
    "advice.call_partner": {
        "it": "Se chiami {card:the}, la briscola sarà {suit}, e chi ha {card:the} sarà il tuo compagno segreto.",
        "en": "Calling {card:the} makes {suit} trumps, and whoever holds {card:the} is your secret partner.",
    },
    "advice.call_monte": {
        "it": "Se chiami {card:the}, la briscola sarà {suit}: chi ha quella carta sarà il tuo compagno segreto; se è nel monte, la prendi tu.",
        "en": "Calling {card:the} makes {suit} trumps: whoever holds that card is your secret partner; if it lies in the monte, it comes to you.",
    },
    "advice.call_alone": {
        "it": "{card:The} è nella tua mano: se lo chiami, la briscola sarà {suit} e giocherai da solo, uno contro quattro, per un punteggio doppio (+4 o −4).",
        "en": "{card:The} is in your hand: calling it makes {suit} trumps and you play alone, one against four, for a double score (+4 or −4).",
    },
    "advice.call_alone_played": {
        "it": "Hai già giocato {card:the} nella prima presa: se lo chiami, la briscola sarà {suit} e giocherai da solo, uno contro quattro, per un punteggio doppio (+4 o −4), e lo sapranno tutti.",
        "en": "You already played {card:the} in the first trick: calling it makes {suit} trumps and you play alone, one against four, for a double score (+4 or −4), and everybody knows it.",
    },
    "advice.call_monte_own": {
        "it": "{card:The} è nella tua mano: la briscola è {suit}, e preso il monte scegli se giocare da solo o mostrarlo e giocare con il vicino di destra.",
        "en": "{card:The} is in your hand: {suit} become trumps, and after taking the monte you choose to play alone or to show it and play with your right-hand neighbour.",
    },
    "advice.call_trumps_longest": {
        "it": "{suit} è il tuo seme più lungo: avresti {count} briscole ({cards}).",
        "en": "{suit} is your longest suit: you would hold {count} trumps ({cards}).",
    },
    "advice.call_trumps": {
        "it": "Avresti {count} briscole ({cards}).",
        "en": "You would hold {count} trumps ({cards}).",
    },
    "advice.call_trumps_one": {
        "it": "Avresti una sola briscola ({cards}).",
        "en": "You would hold a single trump ({cards}).",
    },
    "advice.call_no_trumps": {
        "it": "Non hai carte di {suit}: le briscole della tua parte sarebbero solo quelle del compagno.",
        "en": "You hold no {suit}: your side's trumps would be only your partner's.",
    },
    "advice.call_no_trumps_monte": {
        "it": "Non hai carte di {suit}: le briscole della tua parte sarebbero solo quelle del compagno e del monte.",
        "en": "You hold no {suit}: your side's trumps would be only your partner's and the monte's.",
    },
    "advice.call_top": {
        "it": "Le {count} briscole più forti in gioco ({cards}) sarebbero della tua parte: nessun avversario può prenderle.",
        "en": "The {count} strongest trumps in play ({cards}) would be on your side: no opponent can take them.",
    },
    "advice.call_top_one": {
        "it": "La briscola più forte in gioco, {card:the}, sarebbe della tua parte: nessun avversario può prenderla.",
        "en": "The strongest trump in play, {card:the}, would be on your side: no opponent can take it.",
    },
    "advice.call_gone": {
        "it": "Nella prima presa sono già uscite carte di {suit}: {cards}.",
        "en": "Cards of {suit} already went in the first trick: {cards}.",
    },
    "advice.call_odds": {
        "it": "In {count} smazzate su 10 come questa la tua parte arriva a {target} punti ({points} in media).",
        "en": "In {count} deals out of 10 like this one your side reaches {target} points ({points} on average).",
    },
    "advice.call_odds_one": {
        "it": "In una smazzata su 10 come questa la tua parte arriva a {target} punti ({points} in media).",
        "en": "In one deal out of 10 like this one your side reaches {target} points ({points} on average).",
    },
    "advice.call_best": {
        "it": "È la chiamata migliore.",
        "en": "This is the best call.",
    },
    "advice.call_costs": {
        "it": "Se invece chiamassi {best:the}, la tua parte arriverebbe ai punti del contratto più spesso: in {chance} smazzate su 10 come questa invece di {mine}.",
        "en": "If you called {best:the} instead, your side would reach the contract's points more often: in {chance} deals out of 10 like this one instead of {mine}.",
    },
    "advice.call_costs_points": {
        "it": "Se invece chiamassi {best:the}, la tua parte arriverebbe ai punti del contratto altrettanto spesso, con {points} punti in più in media.",
        "en": "If you called {best:the} instead, your side would reach the contract's points as often, with {points} more points on average.",
    },
    "advice.call_as_good": {
        "it": "Vale quanto chiamare {best:the}.",
        "en": "It is as good as calling {best:the}.",
    },

    # Refusals: the engine's error codes worded for the learner
    # (``i18n.refusal`` fills these from an error's ``details``: cards, suits, bids and signs
    # named in the learner's language, seats as the players' numbers 1, 2, ...)
    "refusal.unknown": {
        "it": "Questo non si può fare adesso.",
        "en": "That cannot be done now.",
    },
    "refusal.wrong_turn": {
        "it": "Non è il tuo turno: tocca al giocatore {current}.",
        "en": "It is not your turn: it is Player {current}'s turn.",
    },
    "refusal.game_over": {
        "it": "La smazzata è finita: non si gioca più.",
        "en": "The hand is over: there is nothing more to play.",
    },
    "refusal.not_in_hand": {
        "it": "{card:The} non è nella tua mano.",
        "en": "{card:The} is not in your hand.",
    },
    "refusal.card_type": {
        "it": "Questa non è una carta: scegline una, per esempio «Asso di Denari».",
        "en": "That is not a card: choose one, for example “Ace of Coins”.",
    },
    "refusal.card_unknown": {
        "it": "«{value}» non è una carta: scrivi per esempio «Asso di Denari».",
        "en": "“{value}” is not a card: write for example “Ace of Coins”.",
    },
    "refusal.cards_type": {
        "it": "Servono delle carte, una dopo l'altra, per esempio «Asso di Denari, Re di Coppe».",
        "en": "Cards are needed, one after the other, for example “Ace of Coins, King of Cups”.",
    },
    "refusal.index_range": {
        "it": "Questa carta non c'è nel mazzo: scegline una, per esempio «Asso di Denari».",
        "en": "There is no such card in the deck: choose one, for example “Ace of Coins”.",
    },
    "refusal.suit_type": {
        "it": "Questo non è un seme: i semi sono Coppe, Denari, Spade e Bastoni.",
        "en": "That is not a suit: the suits are Cups, Coins, Swords and Clubs.",
    },
    "refusal.suit_unknown": {
        "it": "«{value}» non è un seme: i semi sono Coppe, Denari, Spade e Bastoni.",
        "en": "“{value}” is not a suit: the suits are Cups, Coins, Swords and Clubs.",
    },
    "refusal.rank_range": {
        "it": "Le carte vanno da 1 (l'Asso) a 10 (il Re): {value} non c'è.",
        "en": "The cards go from 1 (the Ace) to 10 (the King): there is no {value}.",
    },
    "refusal.rank_type": {
        "it": "Questo non è il valore di una carta: scrivi un numero da 1 a 10 o un nome come Asso o Re.",
        "en": "That is not a card's rank: write a number from 1 to 10 or a name such as Ace or King.",
    },
    "refusal.rank_unknown": {
        "it": "«{value}» non è il valore di una carta: scrivi un numero da 1 a 10 o un nome come Asso, Fante, Cavallo o Re.",
        "en": "“{value}” is not a card's rank: write a number from 1 to 10 or a name such as Ace, Jack, Knight or King.",
    },
    "refusal.lang_unknown": {
        "it": "Le lingue sono l'italiano e l'inglese.",
        "en": "The languages are Italian and English.",
    },
    "refusal.trick_type": {
        "it": "Una presa è l'elenco delle carte giocate, una dopo l'altra.",
        "en": "A trick is the list of the cards played, one after the other.",
    },
    "refusal.trick_size": {
        "it": "In una presa ci sono da 1 a {most} carte, non {size}.",
        "en": "A trick holds 1 to {most} cards, not {size}.",
    },
    "refusal.trick_repeat": {
        "it": "In una presa la stessa carta non può comparire due volte: {cards:the}.",
        "en": "The same card cannot appear twice in a trick: {cards:the}.",
    },
    "refusal.deck_unknown": {
        "it": "Non conosco le carte «{value}»: scegli tra {choices}.",
        "en": "I do not know the “{value}” cards: choose {choices}.",
    },
    "refusal.french_mapping": {
        "it": "Ogni seme italiano va abbinato a un seme francese diverso: Cuori, Quadri, Picche e Fiori.",
        "en": "Each Italian suit needs a different French suit: Hearts, Diamonds, Spades and Clubs.",
    },
    "refusal.sign_type": {
        "it": "Questo non è un segno: scegline uno dalla tabella dei segni.",
        "en": "That is not a sign: choose one from the table of signs.",
    },
    "refusal.sign_unknown": {
        "it": "«{value}» non è un segno: scegline uno dalla tabella dei segni.",
        "en": "“{value}” is not a sign: choose one from the table of signs.",
    },
    "refusal.no_signals": {
        "it": "In questa partita non si fanno segni tra compagni.",
        "en": "There are no partner signs in this game.",
    },
    "refusal.first_trick": {
        "it": "Al nostro tavolo nella prima presa non si fanno segni.",
        "en": "At our table no signs are given in the first trick.",
    },
    "refusal.one_sign_a_trick": {
        "it": "Hai già fatto un segno in questa presa: al nostro tavolo se ne fa uno per presa.",
        "en": "You already gave a sign in this trick: at our table, one sign per trick.",
    },
    "refusal.false_sign": {
        "it": "Il segno «{sign}» non è vero per la tua mano: al nostro tavolo al compagno si dice sempre la verità.",
        "en": "The sign “{sign}” is not true for your hand: at our table a sign always tells your partner the truth.",
    },
    "refusal.no_accusi": {
        "it": "In questa partita non ci sono accusi: si fanno solo nella Briscola a 151.",
        "en": "There are no declarations in this game: they belong to Briscola a 151.",
    },
    "refusal.accuso_without_pair": {
        "it": "Per l'accuso servono il Cavallo e il Re dello stesso seme: non hai in mano {missing:the}.",
        "en": "A declaration needs the Knight and the King of one suit: you do not hold {missing:the}.",
    },
    "refusal.accuso_repeated": {
        "it": "L'accuso di {suit} è già stato fatto: in questo corso ogni accuso si fa una volta sola.",
        "en": "The {suit} pair has already been declared: in this course each pair is declared once.",
    },
    "refusal.no_sette_leva": {
        "it": "In questa partita non c'è il sette leva: è una regola della Briscola a 151.",
        "en": "There is no sette leva in this game: it is a rule of Briscola a 151.",
    },
    "refusal.swap_no_deck": {
        "it": "Il mazzo è finito: la carta sotto il mazzo è già stata pescata e non si cambia più.",
        "en": "The deck is used up: the turned card has been drawn and can no longer be swapped.",
    },
    "refusal.swap_low_card": {
        "it": "In questo corso con il sette leva si prende solo un Re, un Cavallo, un Asso o un Tre: sotto il mazzo c'è {card:the}.",
        "en": "In this course the sette leva takes only a King, a Knight, an Ace or a Three: the turned card is {card:the}.",
    },
    "refusal.swap_without_seven": {
        "it": "Per il sette leva ti serve {card:the}, e non ce l'hai in mano.",
        "en": "For the sette leva you need {card:the}, and you do not hold it.",
    },
    "refusal.seed": {
        "it": "Il numero della smazzata è un numero intero, da 0 in su.",
        "en": "A deal number is a whole number, 0 or more.",
    },
    "refusal.seat": {
        "it": "Questo posto non esiste: al tavolo siedono {players} giocatori.",
        "en": "There is no such seat: {players} players sit at this table.",
    },
    "refusal.players": {
        "it": "Questa variante si gioca in {choices} giocatori.",
        "en": "This variant is for {choices} players.",
    },
    "refusal.variant_unknown": {
        "it": "Questa variante non esiste: scegli tra {choices}.",
        "en": "There is no such variant: choose {choices}.",
    },
    "refusal.house_rule_unknown": {
        "it": "Questa regola della casa non esiste.",
        "en": "There is no such house rule.",
    },
    "refusal.house_rule_value": {
        "it": "Una regola della casa ha un valore che non può avere.",
        "en": "A house rule has a value it cannot take.",
    },
    "refusal.house_rule_variant": {
        "it": "Gli accusi e il sette leva sono regole della Briscola a 151.",
        "en": "Declarations and the sette leva are rules of Briscola a 151.",
    },
    "refusal.house_rule_needs": {
        "it": "Questa regola va con i segni tra compagni: prima attiva i segni.",
        "en": "This rule goes with partner signs: turn the signs on first.",
    },
    "refusal.house_rule_players": {
        "it": "I segni tra compagni si fanno in {choices} giocatori, in due squadre, non in {players}.",
        "en": "Partner signs are for {choices} players in two teams, not {players}.",
    },
    "refusal.house_rule_conflict": {
        "it": "Col monte l'asta è già a punti: non si combina con Subito al Due né con la Prima mano al buio.",
        "en": "Col monte has its own auction on points: it does not combine with Subito al Due or Prima mano al buio.",
    },
    "refusal.deck_type": {
        "it": "Il mazzo dev'essere un elenco di carte, dalla prima all'ultima.",
        "en": "A deck must be a list of cards, from the top one to the last.",
    },
    "refusal.deck": {
        "it": "Il mazzo deve avere esattamente {expected} carte, ognuna una volta sola: qui le carte sono {count}.",
        "en": "The deck must hold exactly {expected} cards, each once: this one holds {count}.",
    },
    "refusal.moment": {
        "it": "Questo momento non c'è: la smazzata si può rivedere dall'inizio (mossa 0) alla mossa {last}.",
        "en": "There is no such moment: the hand can be looked back at from the start (move 0) to move {last}.",
    },
    "refusal.action": {
        "it": "Questa partita salvata ha una mossa che non esiste e non si può riaprire: comincia una smazzata nuova.",
        "en": "This saved game holds a move that does not exist and cannot be opened: start a new hand.",
    },
    "refusal.variant": {
        "it": "Questa partita salvata è di un'altra variante e qui non si può aprire: aprila dove si gioca quella variante.",
        "en": "This saved game is of another variant and cannot be opened here: open it where that variant is played.",
    },
    "refusal.bad_history": {
        "it": "Questa partita salvata non si può riaprire: le sue mosse non tornano con le carte date. Comincia una smazzata nuova.",
        "en": "This saved game cannot be opened: its moves do not fit the cards dealt. Start a new hand.",
    },
    "refusal.bad_deal": {
        "it": "Le carte date in questa partita salvata non sono valide: comincia una smazzata nuova.",
        "en": "The cards dealt in this saved game are not valid: start a new hand.",
    },
    "refusal.bad_action": {
        "it": "La mossa {number} di questa partita salvata non si può rigiocare: comincia una smazzata nuova.",
        "en": "Move {number} of this saved game cannot be replayed: start a new hand.",
    },
    "refusal.not_text": {
        "it": "Questo non è un salvataggio: un salvataggio è un testo.",
        "en": "This is not a save: a save is text.",
    },
    "refusal.bad_json": {
        "it": "Questo non è un salvataggio: il testo è rovinato.",
        "en": "This is not a save: the text is damaged.",
    },
    "refusal.not_object": {
        "it": "Questo non è un salvataggio di Briscola.",
        "en": "This is not a Briscola save.",
    },
    "refusal.wrong_format": {
        "it": "Questo non è il tipo di salvataggio che serve qui.",
        "en": "This is not the kind of save needed here.",
    },
    "refusal.wrong_version": {
        "it": "Questo salvataggio viene da un'altra versione del programma e non si può aprire.",
        "en": "This save comes from another version of the program and cannot be opened.",
    },
    "refusal.checksum": {
        "it": "Questa partita salvata è stata modificata dopo il salvataggio e non si può riaprire: comincia una smazzata nuova.",
        "en": "This saved game was changed after it was saved and cannot be opened: start a new hand.",
    },
    "refusal.bad_field": {
        "it": "Al salvataggio manca un dato, o ne ha uno sbagliato.",
        "en": "The save lacks a piece of data, or has a wrong one.",
    },
    "refusal.match_over": {
        "it": "La partita è finita: non si danno altre carte.",
        "en": "The match is over: no more hands are dealt.",
    },
    "refusal.goal": {
        "it": "Una partita si gioca a una smazzata, a due smazzate, a raggi o a punti.",
        "en": "A match is played for one hand, two hands, raggi or points.",
    },
    "refusal.match_number": {
        "it": "I raggi e i punti da raggiungere sono numeri interi, da 1 in su.",
        "en": "The raggi and the points to reach are whole numbers, 1 or more.",
    },
    "refusal.bad_options": {
        "it": "Le regole di questa partita salvata non sono valide.",
        "en": "The rules of this saved match are not valid.",
    },
    "refusal.bad_hands": {
        "it": "Le smazzate di questa partita salvata non tornano con le sue regole: comincia una partita nuova.",
        "en": "The hands of this saved match do not agree with its rules: start a new match.",
    },
    "refusal.bid_type": {
        "it": "Questa non è una dichiarazione: di' «passo», una carta (Asso, Tre, Re...) o dei punti.",
        "en": "That is not a bid: say “pass”, a card (Ace, Three, King...) or points.",
    },
    "refusal.bid_unknown": {
        "it": "«{value}» non è una dichiarazione: di' «passo», una carta (Asso, Tre, Re...) o dei punti, da 61 a 120.",
        "en": "“{value}” is not a bid: say “pass”, a card (Ace, Three, King...) or points, from 61 to 120.",
    },
    "refusal.bid_range": {
        "it": "Un numero è una carta, da 1 a 10, oppure dei punti, da 61 a 120.",
        "en": "A number is a card, from 1 to 10, or points, from 61 to 120.",
    },
    "refusal.auction_over": {
        "it": "L'asta è finita: ora non si dichiara più.",
        "en": "The auction is over: there is no more bidding.",
    },
    "refusal.bid_points_only": {
        "it": "Nell'asta a punti si dichiarano solo punti, da {min_points} in su.",
        "en": "In an auction on points only points are bid, from {min_points} up.",
    },
    "refusal.bid_points_before_two": {
        "it": "Al nostro tavolo i punti si dichiarano solo dopo il Due: prima si dichiarano le carte, dall'Asso in giù.",
        "en": "At our table points come only after the Two: first the cards are bid, from the Ace down.",
    },
    "refusal.bid_points_after_two": {
        "it": "Al nostro tavolo, dopo il Due si dichiarano solo punti: almeno {low}.",
        "en": "At our table, after the Two only points are bid: at least {low}.",
    },
    "refusal.bid_not_lower": {
        "it": "È già stato dichiarato {contract:the}: devi dichiarare una carta più debole, o passare.",
        "en": "{contract:The} has already been bid: bid a weaker card, or pass.",
    },
    "refusal.bid_top": {
        "it": "Si è già arrivati a 120 e più in alto non si va: devi passare.",
        "en": "The bidding has reached 120 and cannot go higher: you must pass.",
    },
    "refusal.bid_off_step": {
        "it": "A questo tavolo i punti si dichiarano di {step} in {step}: {ladder} e così via fino a 120, quindi {points} non si può dichiarare. Ora puoi dichiarare da {low} in su, o passare.",
        "en": "At this table the bids go in steps of {step}: {ladder} and so on up to 120, so {points} cannot be bid. Now you may bid {low} or more, or pass.",
    },
    "refusal.bid_too_low": {
        "it": "Devi dichiarare almeno {low} punti, o passare.",
        "en": "You must bid at least {low} points, or pass.",
    },
    "refusal.no_call_now": {
        "it": "Ora non è il momento di chiamare: chiama chi ha vinto l'asta, al suo turno.",
        "en": "This is not the moment to call: the winner of the auction calls, in turn.",
    },
    "refusal.call_suit_col_monte": {
        "it": "Col monte si chiama una carta, non un seme.",
        "en": "Col monte you call a card, not a suit.",
    },
    "refusal.call_unknown": {
        "it": "«{value}» non è né un seme né una carta.",
        "en": "“{value}” is neither a suit nor a card.",
    },
    "refusal.call_wrong_rank": {
        "it": "Devi chiamare {rank:the} di un seme, non {card:the}: l'asta si è chiusa con {contract:the}.",
        "en": "You must call {rank:the} of a suit, not {card:the}: the auction closed with {contract:the}.",
    },
    "refusal.no_discard_now": {
        "it": "Ora non si scarta: scarta solo chi ha chiamato, col monte, appena preso il monte.",
        "en": "No discarding now: only the caller discards, col monte, right after taking the monte.",
    },
    "refusal.discard_not_held": {
        "it": "{card:The} non è nella tua mano: puoi scartare solo carte che hai.",
        "en": "{card:The} is not in your hand: you can only discard cards you hold.",
    },
    "refusal.discard_repeated": {
        "it": "Hai scelto due volte {card:the}: le carte da scartare devono essere diverse.",
        "en": "You chose {card:the} twice: the cards you discard must all be different.",
    },
    "refusal.discard_count": {
        "it": "Devi scartare esattamente {count} carte: ne hai scelte {given}.",
        "en": "You must discard exactly {count} cards: you chose {given}.",
    },
    "refusal.discard_count.one": {
        "it": "Devi scartare esattamente {count} carte: ne hai scelta una sola.",
        "en": "You must discard exactly {count} cards: you chose only one.",
    },
    "refusal.discard_count.none": {
        "it": "Devi scartare esattamente {count} carte: non ne hai scelta nessuna.",
        "en": "You must discard exactly {count} cards: you chose none.",
    },
    "refusal.no_partner_choice_now": {
        "it": "Ora non si sceglie il compagno: succede solo col monte, quando la carta chiamata è tua.",
        "en": "There is no partner to choose now: only col monte, when the called card is your own.",
    },
    "refusal.partner_choice": {
        "it": "Scegli se giocare da solo o con il vicino di destra.",
        "en": "Choose whether to play alone or with your right-hand neighbour.",
    },
    "refusal.no_play_now": {
        "it": "Non si gioca ancora: prima si finiscono l'asta e la chiamata.",
        "en": "No playing yet: first the auction and the call are finished.",
    },
    "refusal.no_two_al_buio": {
        "it": "Al buio, nella prima presa, non puoi giocare {card:the}: un Due lo gioca solo chi ha vinto l'asta, come ultima carta.",
        "en": "Al buio, in the first trick, you may not play {card:the}: only the winner of the auction may play a Two, as the last card.",
    },
    "refusal.world_phase": {
        "it": "Il consiglio sulle carte da giocare arriva durante il gioco, dopo la chiamata.",
        "en": "Advice on the cards to play comes during play, after the call.",
    },
    # -- the course's lessons: title and one line for the course map and the page bar -------
    "lesson.01.title": {"it": "Il mazzo", "en": "The deck"},
    "lesson.01.summary": {
        "it": "Semi, carte, figure; i mazzi regionali e le carte francesi.",
        "en": "Suits, cards, figures; the regional decks and French cards.",
    },
    "lesson.02.title": {"it": "Forza e punti", "en": "Strength and points"},
    "lesson.02.summary": {
        "it": "L'ordine di presa, i carichi, le figure, i lisci: 120 punti nel mazzo.",
        "en": "The order of taking, the carichi, the figures, the lisci: 120 points in the deck.",
    },
    "lesson.03.title": {"it": "La presa", "en": "The trick"},
    "lesson.03.summary": {
        "it": "Chi prende: il seme di uscita, le briscole, gli errori classici.",
        "en": "Who takes: the suit led, trumps, the classic mistakes.",
    },
    "lesson.04.title": {"it": "Una smazzata intera", "en": "A whole hand"},
    "lesson.04.summary": {
        "it": "La distribuzione, la briscola sotto il mazzo, le pescate, il conteggio.",
        "en": "The deal, the briscola card under the deck, drawing, counting the points.",
    },
    "lesson.05.title": {"it": "La tua prima partita", "en": "Your first game"},
    "lesson.05.summary": {
        "it": "Una smazzata guidata contro il computer, con consigli e revisione.",
        "en": "A guided hand against the computer, with hints and a review.",
    },
    "lesson.06.title": {"it": "Tre, quattro e sei giocatori", "en": "Three, four and six players"},
    "lesson.06.summary": {
        "it": "Il 2 che si toglie dal mazzo, le squadre da due e da tre, aiutare il compagno.",
        "en": "The 2 taken out of the deck, teams of two and of three, helping your partner.",
    },
    "lesson.07.title": {"it": "I segni", "en": "Signs"},
    "lesson.07.summary": {
        "it": "La tabella dei segni, quando si possono fare, i segni visti dagli avversari.",
        "en": "The table of signs, when they are allowed, signs the opponents intercept.",
    },
    "lesson.08.title": {"it": "Strategia e parole del tavolo", "en": "Strategy and the words of the table"},
    "lesson.08.summary": {
        "it": "Strozzo, liscio, carico, carta franca e gli altri detti; trova la carta migliore.",
        "en": "Strozzo, liscio, carico, carta franca and the other sayings; find the best card.",
    },
    "lesson.09.title": {"it": "Briscola Chiamata", "en": "Briscola Chiamata"},
    "lesson.09.summary": {
        "it": "Otto carte a testa, l'asta, la chiamata, il compagno segreto, il punteggio.",
        "en": "Eight cards each, the auction, the call, the secret partner, the score.",
    },
    "lesson.10.title": {"it": "Le varianti della Chiamata", "en": "The Chiamata variants"},
    "lesson.10.summary": {
        "it": "Subito al Due, Prima mano al buio, Siciliana col monte.",
        "en": "Subito al Due, Prima mano al buio, Siciliana col monte.",
    },
    "lesson.11.title": {"it": "Partite e Briscola a 151", "en": "Matches and Briscola a 151"},
    "lesson.11.summary": {
        "it": "Una o due smazzate, lo spareggio, i raggi e il cappotto; la Briscola a 151.",
        "en": "One hand or two, the tie-break, raggi and cappotto; Briscola a 151.",
    },
    "lesson.12.title": {"it": "Per l'insegnante", "en": "For the teacher"},
    "lesson.12.summary": {
        "it": "Come usare il corso in classe: le lezioni, le carte scoperte, Binder.",
        "en": "How to run a class with the course: the lessons, open hands, Binder.",
    },
    # -- the pictures: a face-down card's title (read aloud by screen readers) ---------------
    "pictures.back": {"it": "Carta coperta", "en": "Face-down card"},

    # -- a class on one server: the welcome, carrying on elsewhere, the teacher's page -------
    "welcome.title": {"it": "Ti diamo il benvenuto nel corso di Briscola!", "en": "Welcome to the Briscola course!"},
    "welcome.explain": {
        "it": "Come ti chiami? Scrivi il tuo nome: lo vedrà solo l'insegnante. Da ora in poi questo browser si ricorda di te, e le tue stelle restano tue.",
        "en": "What is your name? Type your name: only your teacher will see it. From now on this browser remembers you, and your stars stay yours.",
    },
    "welcome.name_label": {"it": "Il tuo nome", "en": "Your name"},
    "welcome.go": {"it": "Continua", "en": "Go on"},
    "welcome.skip": {"it": "Continua senza nome", "en": "Go on without a name"},
    "welcome.have_code": {"it": "Hai già cominciato su un altro computer?", "en": "Did you start on another computer?"},
    "welcome.code_explain": {
        "it": "Sull'altro computer, nella mappa del corso, premi «Crea un codice». Poi scrivi qui il codice: ritrovi le tue stelle e le tue partite.",
        "en": "On the other computer, on the course map, press “Make a code”. Then type the code here: your stars and your games come with you.",
    },
    "welcome.code_label": {"it": "Il codice", "en": "The code"},
    "welcome.code_go": {"it": "Entra", "en": "Sign in"},
    "refusal.code_shape": {
        "it": "Un codice ha {length} lettere e numeri, per esempio K7MXA.",
        "en": "A code has {length} letters and digits, for example K7MXA.",
    },
    "refusal.code_unknown": {
        "it": "Questo codice non vale: forse è scaduto o è già stato usato. Creane uno nuovo sull'altro computer.",
        "en": "This code does not work: it may have expired or been used already. Make a new one on the other computer.",
    },
    "welcome.code_wait": {
        "it": "Troppi tentativi: aspetta un minuto e riprova.",
        "en": "Too many tries: wait a minute and try again.",
    },
    "welcome.error": {
        "it": "Il server non risponde: riprova fra poco.",
        "en": "The server does not answer: try again in a moment.",
    },
    "welcome.learner_unknown": {
        "it": "Questa pagina non ti riconosce più: ricaricala e riprova.",
        "en": "This page no longer knows you: reload it and try again.",
    },
    "welcome.hello": {"it": "Ciao, {name}! Buone lezioni.", "en": "Hello, {name}! Enjoy the lessons."},
    "welcome.hello_anonymous": {"it": "Buone lezioni!", "en": "Enjoy the lessons!"},
    "refusal.name_empty": {"it": "Scrivi almeno una lettera.", "en": "Type at least one letter."},
    "refusal.name_long": {
        "it": "Il nome è troppo lungo: al massimo {most} caratteri, ne hai scritti {length}.",
        "en": "The name is too long: at most {most} characters, you typed {length}.",
    },
    "refusal.name_chars": {
        "it": "Il nome può avere lettere, spazi, apostrofi, trattini e un punto dopo un'iniziale, e comincia con una lettera.",
        "en": "A name may have letters, spaces, apostrophes, hyphens and a full stop after an initial, and starts with a letter.",
    },
    "refusal.name_blank": {
        "it": "Il nome ha un carattere che non si vede: scrivilo con lettere normali.",
        "en": "The name has a character that cannot be seen: type it with ordinary letters.",
    },
    "refusal.name_scripts": {
        "it": "Il nome mescola due alfabeti (per esempio lettere latine e cirilliche che si somigliano): scrivilo con uno solo.",
        "en": "The name mixes two alphabets (for example Latin and Cyrillic letters that look alike): write it in one.",
    },
    "refusal.name_marks": {
        "it": "Troppi accenti su una lettera: al massimo {most}.",
        "en": "Too many accents on one letter: {most} at most.",
    },
    "refusal.name_course": {
        "it": "«{name}» è un nome che il corso dà a un computer, a un giocatore o all'insegnante: scegli un altro nome, o aggiungi l'iniziale del cognome.",
        "en": "“{name}” is a name the course gives to a computer, a player or the teacher: choose another name, or add the surname's initial.",
    },
    "refusal.name_taken": {
        "it": "Nella classe c'è già qualcuno che si chiama «{name}»: aggiungi l'iniziale del cognome, per esempio «{name} R.».",
        "en": "Someone in the class is already called “{name}”: add the surname's initial, for example “{name} R.”.",
    },
    "carry.title": {"it": "Su un altro computer", "en": "On another computer"},
    "carry.you_are": {"it": "Questo browser ti conosce come {name}.", "en": "This browser knows you as {name}."},
    "carry.you_are_anonymous": {
        "it": "Questo browser ti riconosce, anche senza nome.",
        "en": "This browser knows you, even without a name.",
    },
    "carry.make": {"it": "Crea un codice", "en": "Make a code"},
    "carry.code": {"it": "Il tuo codice:", "en": "Your code:"},
    "carry.code_rule": {
        "it": "Scrivilo sull'altro computer, alla domanda «Hai già cominciato su un altro computer?». Vale 15 minuti, una volta sola.",
        "en": "Type it on the other computer, under “Did you start on another computer?”. It works for 15 minutes, once.",
    },
    "course.for_teacher": {"it": "Non è una lezione per gli allievi", "en": "Not a lesson for learners"},
    "page.replaced": {
        "it": "Questa pagina si è fermata: hai aperto troppe pagine del corso insieme (al massimo {most}). Chiudi quelle che non usi; per continuare qui, ricarica questa.",
        "en": "This page has stopped: you opened too many of the course's pages at once (at most {most}). Close the ones you are not using; to go on here, reload this one.",
    },
    "page.reload": {"it": "Ricarica la pagina", "en": "Reload the page"},
    "teacher.title": {"it": "La pagina dell'insegnante", "en": "The teacher's page"},
    "teacher.key": {"it": "La chiave dell'insegnante:", "en": "The teacher's key:"},
    "teacher.open": {"it": "Apri", "en": "Open"},
    "teacher.teacher_key": {
        "it": "Questa chiave non apre la pagina: è sbagliata, oppure è già stata usata (ogni indirizzo dell'insegnante vale una volta sola). Per un indirizzo nuovo, sul computer del server scrivi: briscola-teach teacher-link",
        "en": "This key does not open the page: it is wrong, or it was used already (each teacher's address works once). For a new address, type on the server's computer: briscola-teach teacher-link",
    },
    "teacher.teacher_wait": {
        "it": "Troppi tentativi: aspetta un minuto e riprova.",
        "en": "Too many tries: wait a minute and try again.",
    },
    "teacher.error": {
        "it": "Il server non risponde: riprova fra poco.",
        "en": "The server does not answer: try again in a moment.",
    },
    "class.logout": {"it": "Esci", "en": "Log out"},
    "class.logged_out": {
        "it": "Hai lasciato la pagina dell'insegnante: qui non si vede più nessuno. Per rientrare serve un indirizzo nuovo: sul computer del server scrivi briscola-teach teacher-link",
        "en": "You logged out of the teacher's page: nobody is shown here any more. To come back you need a new address: on the server's computer, type briscola-teach teacher-link",
    },
    "busy.title": {"it": "Un momento, per favore", "en": "One moment, please"},
    "busy.text": {
        "it": "Stanno arrivando molti allievi nuovi da questa rete. Riprova fra un momento.",
        "en": "Many new learners are arriving from this network. Try again in a moment.",
    },
    "busy.again": {"it": "Riprova", "en": "Try again"},
    "class.title": {"it": "La classe", "en": "The class"},
    "class.not_teacher": {
        "it": "Questa pagina è per l'insegnante: la apre l'indirizzo dell'insegnante che il server ha scritto all'avvio.",
        "en": "This page is for the teacher: it opens from the teacher's address the server printed when it started.",
    },
    "class.not_served": {
        "it": "La pagina della classe c'è quando il corso è servito a una classe da un computer della scuola (la lezione 12 spiega come). Qui il corso ha un solo allievo.",
        "en": "The class page exists when the course is served to a class from a school computer (lesson 12 explains how). Here the course has one learner.",
    },
    "class.open_page": {
        "it": "Apri la pagina della classe → (con la chiave dell'insegnante)",
        "en": "Open the class page → (with the teacher's key)",
    },
    "class.empty": {
        "it": "Ancora nessun allievo. Gli allievi compaiono qui appena aprono una pagina del corso.",
        "en": "No learners yet. Learners appear here as soon as they open a page of the course.",
    },
    "class.count": {"it": "Allievi: {n}", "en": "Learners: {n}"},
    "class.name": {"it": "Nome", "en": "Name"},
    "class.stars": {"it": "Stelle", "en": "Stars"},
    "class.exercises": {"it": "Esercizi giusti", "en": "Exercises right"},
    "class.hands": {"it": "Smazzate vinte", "en": "Hands won"},
    "class.seen": {"it": "Visto", "en": "Last seen"},
    "class.now": {"it": "Adesso", "en": "Now on"},
    "class.of": {"it": "{right} su {total}", "en": "{right} of {total}"},
    "class.sort": {"it": "Ordina per:", "en": "Sort by:"},
    "class.sort_name": {"it": "nome", "en": "name"},
    "class.sort_stars": {"it": "stelle", "en": "stars"},
    "class.sort_seen": {"it": "ultima visita", "en": "last seen"},
    "class.learner": {"it": "Allievo {n}", "en": "Learner {n}"},
    "class.never": {"it": "mai", "en": "never"},
    "class.just_now": {"it": "adesso", "en": "just now"},
    "class.minutes_ago": {"it": "{n} min fa", "en": "{n} min ago"},
    "class.hours_ago": {"it": "{n} h fa", "en": "{n} h ago"},
    "class.days_ago": {"it": "{n} giorni fa", "en": "{n} days ago"},
    "class.on_map": {"it": "Mappa del corso", "en": "Course map"},
    "class.on_lesson": {"it": "Lezione {n}", "en": "Lesson {n}"},
    "class.on_class": {"it": "Pagina della classe", "en": "Class page"},
    "class.lesson_head": {"it": "Lezione {n}: {title}", "en": "Lesson {n}: {title}"},
    "class.rename": {"it": "Rinomina", "en": "Rename"},
    "class.rename_save": {"it": "Salva", "en": "Save"},
    "class.cancel": {"it": "Annulla", "en": "Cancel"},
    "class.remove": {"it": "Togli", "en": "Remove"},
    "class.remove_ask": {
        "it": "Togliere {name} dalla classe, con le sue stelle e i suoi risultati?",
        "en": "Remove {name} from the class, with their stars and results?",
    },
    "class.yes_remove": {"it": "Sì, togli", "en": "Yes, remove"},
    "class.removed": {"it": "Hai tolto {name} dalla classe.", "en": "You removed {name} from the class."},
    "class.undo": {"it": "Annulla", "en": "Undo"},
    "class.code": {"it": "Codice", "en": "Code"},
    "class.code_for": {
        "it": "Il codice di {name}: {code}. Vale fino alle {until}, una volta sola: si scrive alla domanda «Hai già cominciato su un altro computer?».",
        "en": "{name}'s code: {code}. It works until {until}, once: it is typed under “Did you start on another computer?”.",
    },
    "class.export": {"it": "Esporta CSV", "en": "Export CSV"},
    "class.export_numbers": {"it": "Numeri al posto dei nomi", "en": "Numbers instead of names"},
    "class.download": {"it": "Scarica {file}", "en": "Download {file}"},
    "class.new": {"it": "Nuova classe", "en": "New class"},
    "class.new_ask": {
        "it": "Cominciare una nuova classe? Questa viene archiviata (niente si cancella) e i suoi allievi, tornando, saranno allievi nuovi.",
        "en": "Start a new class? This one is archived (nothing is deleted) and its learners, coming back, will be new learners.",
    },
    "class.yes_new": {"it": "Sì, nuova classe", "en": "Yes, a new class"},
    "class.showing": {"it": "Classe:", "en": "Class:"},
    "class.started": {"it": "iniziata il {date}", "en": "started on {date}"},
    "class.archived": {"it": "archiviata il {date}", "en": "archived on {date}"},
    "class.pick_hint": {
        "it": "Tocca un nome per rinominare l'allievo, dargli il suo codice o toglierlo dalla classe.",
        "en": "Touch a name to rename the learner, give them their code or remove them from the class.",
    },
    "class.live": {
        "it": "La pagina si aggiorna da sola ogni pochi secondi.",
        "en": "The page updates itself every few seconds.",
    },
    "hub.class": {"it": "Classe {name}", "en": "Class {name}"},
    "hub.not_teacher": {
        "it": "Questa pagina è per chi insegna: mostra le classi di cui sei insegnante, e tu non ne hai. Le tue lezioni sono nel tuo server.",
        "en": "This page is for teachers: it shows the classes you teach, and you teach none. Your lessons are on your own server.",
    },
    "hub.to_home": {"it": "Vai alle tue lezioni", "en": "Go to your lessons"},
    "hub.open_page": {
        "it": "Apri la pagina della classe → (vi si vedono le classi di cui sei insegnante)",
        "en": "Open the class page → (it shows the classes you teach)",
    },
    "hub.no_learners": {
        "it": "Nessun allievo in questa classe, per ora.",
        "en": "No learners in this class yet.",
    },
    "hub.no_report": {
        "it": "non ha ancora aperto una lezione",
        "en": "has not opened a lesson yet",
    },
    "hub.updated": {
        "it": "Aggiornata alle {time}; la pagina si aggiorna da sola ogni {seconds} secondi.",
        "en": "Updated at {time}; the page updates itself every {seconds} seconds.",
    },
    "hub.lesson_stars": {"it": "Lezione {n}: {stars} su 3", "en": "Lesson {n}: {stars} of 3"},
    "hub.language": {"it": "Lingua", "en": "Language"},
    "class.csv_file": {"it": "classe", "en": "class"},
    "class.csv_learner": {"it": "allievo", "en": "learner"},
    "class.csv_lesson": {"it": "stelle lezione {n}", "en": "stars lesson {n}"},
    "class.csv_stars": {"it": "stelle in tutto", "en": "stars in all"},
    "class.csv_answered": {"it": "risposte date", "en": "answers given"},
    "class.csv_right": {"it": "risposte giuste", "en": "answers right"},
    "class.csv_hands": {"it": "smazzate giocate", "en": "hands played"},
    "class.csv_won": {"it": "smazzate vinte", "en": "hands won"},
    "class.csv_seen": {"it": "ultima visita", "en": "last seen"},
    "class.csv_note": {"it": "nota", "en": "note"},
    "class.unreadable": {"it": "dati non leggibili", "en": "unreadable data"},
    "class.same_name": {"it": "{name} (n. {n})", "en": "{name} (no. {n})"},
    "class.strangers": {
        "it": "Non elencati: browser che hanno aperto una pagina senza dare un nome né tornare ({n}).",
        "en": "Not listed: browsers that opened one page, gave no name and never came back ({n}).",
    },
    # -- the class tables (widgets/class_table.py) -----------------------------------------
    "ct.title": {"it": "Gioca con la classe", "en": "Play with the class"},
    "ct.connecting": {"it": "Collegamento ai tavoli della classe…",
                      "en": "Connecting to the class's tables…"},
    "ct.reconnecting": {"it": "Riconnessione…", "en": "Reconnecting…"},
    "ct.no_server": {
        "it": "I tavoli della classe si aprono quando l'insegnante avvia il corso per tutta la classe.",
        "en": "The class's tables open when the teacher runs the course for the whole class.",
    },
    "ct.new_table": {"it": "Un tavolo nuovo", "en": "A new table"},
    "ct.game": {"it": "Gioco", "en": "Game"},
    "ct.game.classic-2": {"it": "Briscola a due", "en": "Briscola for two"},
    "ct.game.classic-3": {"it": "Briscola a tre", "en": "Briscola for three"},
    "ct.game.classic-4": {"it": "Briscola a quattro, in coppia", "en": "Briscola for four, in pairs"},
    "ct.game.classic-6": {"it": "Briscola a sei, in squadre", "en": "Briscola for six, in teams"},
    "ct.game.151-2": {"it": "Briscola a 151, a due", "en": "Briscola a 151, for two"},
    "ct.game.151-4": {"it": "Briscola a 151, a quattro", "en": "Briscola a 151, for four"},
    "ct.game.chiamata-5": {"it": "Briscola Chiamata, a cinque", "en": "Briscola Chiamata, for five"},
    "ct.game.chiamata-6": {"it": "Briscola Chiamata col monte, a sei",
                           "en": "Briscola Chiamata col monte, for six"},
    "ct.game.chiamata-7": {"it": "Briscola Chiamata col monte, a sette",
                           "en": "Briscola Chiamata col monte, for seven"},
    "ct.goal": {"it": "Si gioca", "en": "Play"},
    "ct.goal.one_hand": {"it": "una smazzata", "en": "one hand"},
    "ct.goal.two_hands": {"it": "due smazzate, a 121", "en": "two hands, to 121"},
    "ct.goal.raggi": {"it": "a raggi: in questo corso la partita va a chi vince per primo 4 smazzate",
                      "en": "raggi: in this course the match goes to the first to win 4 hands"},
    "ct.goal.points": {"it": "fino a 151 punti", "en": "to 151 points"},
    "ct.goal.round": {"it": "un giro: ognuno fa le carte una volta",
                      "en": "a round: everyone deals once"},
    "ct.signs": {"it": "Segni al compagno", "en": "Signs to the partner"},
    "ct.level": {"it": "Computer nei posti liberi", "en": "Computer in the empty seats"},
    "ct.level.random": {"it": "a caso", "en": "at random"},
    "ct.level.easy": {"it": "facile", "en": "easy"},
    "ct.level.medium": {"it": "medio", "en": "medium"},
    "ct.level.hard": {"it": "forte", "en": "strong"},
    # What each level does, in the lobby under the choice (seed 003 describes its three);
    # tests/test_taught_tables.py holds every claim to the bots' play.
    "ct.level_about.easy": {
        "it": "Gioca senza troppa attenzione: per prendere usa, tra le carte che prendono, "
              "quella con più punti; spreca le briscole anche sulle prese senza punti e ogni "
              "tanto gioca una carta a caso.",
        "en": "Plays without much care: to take a trick it uses, of the cards that take it, "
              "the one with the most points; it wastes trumps even on tricks with no points, "
              "and now and then plays a card at random.",
    },
    "ct.level_about.medium": {
        "it": "Gioca con attenzione: apre con le carte lisce, o con un carico che ormai nessuno "
              "può prendere; non spreca le briscole sulle prese senza punti; quando prende con "
              "una briscola, usa la più bassa che basta; se gioca per ultimo e sa che la presa "
              "è del compagno, la carica di punti.",
        "en": "Plays with care: leads with lisci, or with a carico nobody can take any more; "
              "does not waste trumps on tricks with no points; when it takes with a trump, it "
              "uses the lowest one that is enough; when it plays last and knows the trick is "
              "its partner's, it loads it with points.",
    },
    "ct.level_about.hard": {
        "it": "Immagina molte volte come possono essere divise le carte che non vede (mai "
              "quelle già uscite); poi, con ciascuna delle sue carte, gioca la smazzata fino in "
              "fondo e sceglie quella che va meglio.",
        "en": "Imagines many times how the cards it cannot see may lie (never those already "
              "played), plays the hand out with each of its cards and picks the one that does "
              "best.",
    },
    "ct.level_end.medium": {
        "it": "Verso la fine, a mazzo finito e con poche carte in mano, lascia queste "
              "abitudini e fa i conti delle ultime prese.",
        "en": "Near the end, with the deck used up and few cards in hand, it leaves these "
              "habits and works out the last tricks.",
    },
    "ct.level_end.two": {
        "it": "A mazzo finito sa quali carte hai in mano e gioca le ultime prese alla "
              "perfezione.",
        "en": "Once the deck is used up, it knows which cards you hold and plays the last "
              "tricks perfectly.",
    },
    "ct.level_note": {"it": "A nessun livello il computer vede le tue carte.",
                      "en": "At no level does the computer see your cards."},
    "ct.listed": {"it": "Nella lista della classe", "en": "In the class's list"},
    "ct.timer": {"it": "Tempo per ogni carta", "en": "Time for each card"},
    "ct.timer.0": {"it": "senza limite", "en": "no limit"},
    "ct.timer.seconds": {"it": "{seconds} secondi", "en": "{seconds} seconds"},
    "ct.timer.minutes": {"it": "{minutes} minuti", "en": "{minutes} minutes"},
    "ct.timer_note": {
        "it": "Il tempo conta solo con almeno due compagni al tavolo: contro il solo computer "
              "non c'è. Al nostro tavolo, se lo lasci scadere due volte di fila, hai solo "
              "{seconds} secondi per carta finché non giochi di nuovo in tempo.",
        "en": "The time only counts with two classmates or more at the table: against the "
              "computer alone there is none. At our table, if you let it run out twice in a "
              "row, you have only {seconds} seconds a card until you play in time again.",
    },
    "ct.create": {"it": "Crea il tavolo", "en": "Make the table"},
    "ct.code": {"it": "Codice del tavolo", "en": "Table code"},
    "ct.join": {"it": "Entra", "en": "Join"},
    "ct.bad_code": {"it": "Un codice ha 5 lettere e cifre, come K7MWP.",
                    "en": "A code has 5 letters and digits, like K7MWP."},
    "ct.tables": {"it": "I tavoli della classe", "en": "The class's tables"},
    "ct.no_tables": {"it": "Nessun tavolo aperto, per ora.", "en": "No table open yet."},
    "ct.more_tables": {"it": "Altri tavoli aperti: {count}. Per sederti a uno di questi, "
                             "fatti dare il suo codice.",
                       "en": "More open tables: {count}. To sit at one of them, ask for its code."},
    "ct.more_tables_teacher": {"it": "Altri tavoli aperti, non mostrati qui: {count}.",
                               "en": "More open tables, not shown here: {count}."},
    "ct.refresh": {"it": "Aggiorna la lista", "en": "Refresh the list"},
    "ct.free_seats": {"it": "posti liberi: {count}", "en": "free seats: {count}"},
    "ct.sit": {"it": "Siediti al posto {seat}", "en": "Sit in seat {seat}"},
    "ct.sit_team": {"it": "Siediti al posto {seat} (squadra {team})",
                    "en": "Sit in seat {seat} (team {team})"},
    "ct.table_code": {"it": "Tavolo {code}", "en": "Table {code}"},
    "ct.give_code": {"it": "Dai questo codice ai compagni: {code}",
                     "en": "Give your classmates this code: {code}"},
    "ct.seat": {"it": "Posto {seat}", "en": "Seat {seat}"},
    "ct.seat_team": {"it": "Posto {seat}, squadra {team}", "en": "Seat {seat}, team {team}"},
    "ct.computer": {"it": "Computer", "en": "Computer"},
    "ct.nameless": {"it": "Un compagno", "en": "A classmate"},
    "ct.you_named": {"it": "{name} (tu)", "en": "{name} (you)"},
    "ct.you_nameless": {"it": "Tu", "en": "You"},
    "ct.joining": {"it": "{name}, dalla prossima smazzata", "en": "{name}, from the next hand"},
    "ct.hints": {"it": "Consigli e revisione della smazzata (per chi impara)",
                 "en": "Hints and a review of the hand (for learning)"},
    "ct.watch": {"it": "Guarda", "en": "Watch"},
    "ct.stop_watching": {"it": "Smetti di guardare", "en": "Stop watching"},
    "ct.watching": {"it": "Guardi il tavolo come uno spettatore: le mani sono coperte.",
                    "en": "You watch the table as an onlooker: the hands are face down."},
    "ct.watching_open": {"it": "Le mani sono scoperte solo sul tuo schermo: i giocatori "
                               "non vedono niente di nuovo.",
                         "en": "The hands are face up on your screen only: the players "
                               "see nothing new."},
    "ct.show_hands": {"it": "Scopri le mani", "en": "Show the hands"},
    "ct.hide_hands": {"it": "Copri le mani", "en": "Hide the hands"},
    "ct.teaching_table": {"it": "Tavolo di studio: l'insegnante può guardare le carte",
                          "en": "Study table: the teacher may look at the cards"},
    "ct.teaching": {"it": "Tavolo di studio (l'insegnante può guardare le carte di tutti)",
                    "en": "Study table (the teacher may look at everyone's cards)"},
    "ct.away_name": {"it": "{name} (gioca il computer)", "en": "{name} (computer playing)"},
    "ct.gone": {"it": "{name}: connessione persa", "en": "{name}: connection lost"},
    "ct.back": {"it": "{name}: di nuovo al tavolo", "en": "{name} is back at the table"},
    "ct.result_won_by": {"it": "Vince {who}", "en": "{who} won"},
    "ct.back_you": {"it": "Sei di nuovo al tavolo, con le tue carte.",
                    "en": "You are back at the table, with your cards."},
    "ct.computer_plays": {"it": "{name}: per ora gioca il computer",
                          "en": "{name}: the computer plays for now"},
    "ct.start": {"it": "Si comincia", "en": "Start"},
    "ct.start_note": {"it": "Quando cominci, nei posti liberi gioca il computer.",
                      "en": "When you start, the computer plays the empty seats."},
    "ct.waiting": {"it": "Si aspetta che {name} cominci.", "en": "Waiting for {name} to start."},
    "ct.wait": {"it": "Aspetta un compagno", "en": "Wait for a classmate"},
    "ct.stop_waiting": {"it": "Non aspettare più", "en": "Stop waiting"},
    "ct.waiting_classmate": {"it": "Si aspetta un compagno: il tavolo comincia appena si siede.",
                             "en": "Waiting for a classmate: the table starts as they sit down."},
    "ct.waiting_listed": {"it": "aspetta un compagno", "en": "waiting for a classmate"},
    "ct.next_hand": {"it": "Prossima smazzata", "en": "Next hand"},
    "ct.leave": {"it": "Lascia il tavolo", "en": "Leave the table"},
    "ct.lobby": {"it": "Torna alla lista dei tavoli", "en": "Back to the list of tables"},
    "ct.countdown_you": {"it": "Ancora {seconds} s per giocare!", "en": "{seconds} s left to play!"},
    "ct.countdown": {"it": "{name}: ancora {seconds} s", "en": "{name}: {seconds} s left"},
    "ct.time_out_you": {"it": "Tempo scaduto: una carta è stata giocata per te.",
                        "en": "Time is up: a card was played for you."},
    "ct.time_out": {"it": "Tempo scaduto per {name}: una carta è stata giocata al suo posto.",
                    "en": "Time is up for {name}: a card was played in their place."},
    "ct.time_out_short_you": {
        "it": "Tempo scaduto di nuovo: una carta è stata giocata per te. Ora hai solo "
              "{seconds} secondi per carta, finché non giochi in tempo.",
        "en": "Time is up again: a card was played for you. You now have only {seconds} "
              "seconds a card, until you play in time.",
    },
    "ct.time_out_short": {
        "it": "Tempo scaduto di nuovo per {name}: una carta è stata giocata al suo posto. Ora "
              "ha solo {seconds} secondi per carta, finché non gioca in tempo.",
        "en": "Time is up again for {name}: a card was played in their place. They now have "
              "only {seconds} seconds a card, until they play in time.",
    },
    "ct.full_time_you": {"it": "Hai giocato in tempo: hai di nuovo tutto il tempo per carta.",
                         "en": "You played in time: you have the whole time for a card again."},
    "ct.full_time": {"it": "{name} ha giocato in tempo: ha di nuovo tutto il tempo per carta.",
                     "en": "{name} played in time: they have the whole time for a card again."},
    "ct.short_seat": {"it": "{name} · {seconds} secondi per carta",
                      "en": "{name} · {seconds} seconds a card"},
    "ct.timer_off": {"it": "Il tempo per carta ora è senza limite.",
                     "en": "There is no time limit for a card now."},
    "ct.say": {"it": "Parla:", "en": "Say:"},
    "ct.said": {"it": "{name}: «{phrase}»", "en": "{name}: “{phrase}”"},
    "ct.phrase.hello": {"it": "Ciao!", "en": "Hi!"},
    "ct.phrase.wait": {"it": "Aspetta un momento!", "en": "Wait a moment!"},
    "ct.phrase.well_done": {"it": "Ben fatto!", "en": "Well done!"},
    "ct.phrase.your_turn": {"it": "Tocca a te", "en": "Your turn"},
    "ct.phrase.thanks": {"it": "Grazie", "en": "Thanks"},
    "ct.phrase.another": {"it": "Un'altra?", "en": "Another one?"},
    "ct.phrase.timer_off": {"it": "Togliamo il timer?", "en": "Shall we turn the timer off?"},
    "ct.phrase.good_luck": {"it": "Buona fortuna!", "en": "Good luck!"},
    "ct.phrase.oops": {"it": "Ops!", "en": "Oops!"},
    "ct.phrase.bye": {"it": "Ciao, alla prossima!", "en": "Bye, see you next time!"},
    "ct.no_timer": {"it": "Togli il limite di tempo", "en": "Remove the time limit"},
    "ct.timer_set": {"it": "Il tempo per carta ora è di {seconds} secondi.",
                     "en": "The time for a card is now {seconds} seconds."},
    "ct.close": {"it": "Chiudi il tavolo", "en": "Close the table"},
    "ct.close_confirm": {"it": "Sì, chiudi il tavolo {code}", "en": "Yes, close table {code}"},
    "ct.closed": {"it": "Questo tavolo è stato chiuso.", "en": "This table was closed."},
    "ct.table_over": {"it": "La partita a questo tavolo è finita.",
                      "en": "The game at this table is over."},
    "ct.hands_won": {"it": "Smazzate vinte: {scores}", "en": "Hands won: {scores}"},
    "ct.points": {"it": "Punti: {scores}", "en": "Points: {scores}"},
    "ct.table_scores": {"it": "Punteggio del tavolo: {scores}", "en": "Table score: {scores}"},
    "ct.hand_number": {"it": "Smazzata {number}", "en": "Hand {number}"},
    "ct.side_you": {"it": "voi", "en": "you"},
    "ct.side_them": {"it": "loro", "en": "them"},
    "ct.call_suit": {"it": "Chiamo {card:the}", "en": "I call {card:the}"},
    "ct.partner_you": {"it": "Sei tu il compagno di chi ha chiamato: non dirlo a nessuno!",
                       "en": "You are the caller's partner: keep it to yourself!"},
    "refusal.stale_state": {
        "it": "Il tavolo è cambiato intanto: guarda di nuovo e rigioca.",
        "en": "The table changed meanwhile: look again and play again.",
    },
    "refusal.seat_taken": {"it": "Quel posto è già preso.", "en": "That seat is taken."},
    "refusal.not_seated": {"it": "Non sei seduto a questo tavolo.", "en": "You have no seat at this table."},
    "refusal.no_table": {"it": "Nessun tavolo ha questo codice.", "en": "No table has this code."},
    "refusal.table_over": {"it": "La partita a questo tavolo è finita.",
                           "en": "The game at this table is over."},
    "refusal.table_closed": {"it": "Questo tavolo è stato chiuso.", "en": "This table was closed."},
    "refusal.not_your_seat": {"it": "Puoi giocare solo per il tuo posto.",
                              "en": "You can only play for your own seat."},
    "refusal.seat_not_yours_yet": {"it": "Il tuo posto è tuo dalla prossima smazzata.",
                                   "en": "Your seat is yours from the next hand."},
    "refusal.phrase_too_soon": {"it": "Una frase ogni qualche secondo.",
                                "en": "One phrase every few seconds."},
    "refusal.too_fast": {"it": "Piano: troppi clic tutti insieme.", "en": "Slow down: too many clicks at once."},
    "refusal.not_creator": {"it": "Questo lo decide chi ha creato il tavolo.",
                            "en": "That is for whoever made the table to decide."},
    "refusal.table_started": {"it": "Il tavolo è già cominciato.", "en": "The table has started already."},
    "refusal.credential": {"it": "Questo computer non è riconosciuto dai tavoli della classe: ricarica la pagina.",
                           "en": "The class's tables do not recognise this computer: reload the page."},
    "refusal.hello_again": {"it": "Sei già collegato ai tavoli della classe.",
                            "en": "You are connected to the class's tables already."},
    "refusal.hello_first": {"it": "Prima ci si collega ai tavoli della classe: ricarica la pagina.",
                            "en": "First connect to the class's tables: reload the page."},
    "refusal.phrase": {"it": "Al tavolo si parla solo con le frasi pronte.",
                       "en": "At the table you talk with the ready-made phrases only."},
    "refusal.table_full": {"it": "Tutti i posti sono presi: il tavolo può cominciare.",
                           "en": "Every seat is taken: the table can start."},
    "refusal.waiting": {"it": "Non si è capito se aspettare o no.",
                        "en": "It was not clear whether to wait or not."},
    "refusal.hints_off": {"it": "A questo tavolo non ci sono consigli né revisione.",
                          "en": "This table has no hints and no review."},
    "refusal.no_hint_now": {"it": "Il consiglio c'è quando tocca a te giocare una carta.",
                            "en": "A hint comes when it is your turn to play a card."},
    # one code for three refusals: the review, the next hand of a table, of a match
    "refusal.hand_not_over": {"it": "La smazzata non è ancora finita: la revisione e la smazzata seguente vengono dopo l'ultima presa.",
                              "en": "The hand is not over yet: the review and the next hand come after the last trick."},
    "refusal.no_advice": {"it": "Il consiglio non è riuscito: riprova tra poco.",
                          "en": "The advice could not be worked out: try again shortly."},
    "refusal.table_open": {"it": "Il tavolo non è ancora cominciato.", "en": "The table has not started yet."},
    "refusal.table_option": {"it": "Questa scelta non c'è per un tavolo nuovo.",
                             "en": "That choice is not offered for a new table."},
    "refusal.table_signs": {"it": "Nella Briscola Chiamata non si fanno segni.",
                            "en": "Briscola Chiamata is played without signs."},
    "refusal.timer_seconds": {"it": "Questo tempo per carta non c'è tra le scelte.",
                              "en": "That time for a card is not one of the choices."},
    "refusal.connection_lost": {"it": "Il collegamento si è interrotto: riprova tra un momento.",
                                "en": "The connection dropped: try again in a moment."},
    "refusal.too_many_tables": {
        "it": "Hai già {limit} tavoli aperti, fatti da te. Per farne uno nuovo, finisci la "
              "partita a uno di quelli, o lascialo: un tavolo lasciato ai compagni conta "
              "finché la loro partita non è finita.",
        "en": "You have {limit} open tables of your own already. To make a new one, finish the "
              "game at one of them, or leave it: a table left to classmates counts until "
              "their game is over."},
    "refusal.tables_too_often": {
        "it": "Hai fatto {limit} tavoli negli ultimi {minutes} minuti: aspetta un po' prima di "
              "farne un altro.",
        "en": "You have made {limit} tables in the last {minutes} minutes: wait a little "
              "before making another."},
    "refusal.tables_full": {
        "it": "I tavoli della classe sono pieni: ce ne sono già {limit} aperti. Siediti a uno "
              "di quelli, o aspetta che una partita finisca.",
        "en": "The class's tables are full: {limit} are open already. Sit at one of them, or "
              "wait for a game to finish."},
}
