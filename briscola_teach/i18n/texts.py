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

    # -- the card table (widgets) ---------------------------------------------------------
    "table.you": {"it": "Tu", "en": "You"},
    "table.opponent": {"it": "Avversario", "en": "Opponent"},
    "table.partner": {"it": "Compagno", "en": "Partner"},
    "table.your_hand": {"it": "La tua mano", "en": "Your hand"},
    "table.takes": {"it": "Prende {player}: {points} punti", "en": "{player} takes the trick: {points} points"},
    "table.takes_you": {"it": "Prendi tu: {points} punti", "en": "You take the trick: {points} points"},
    "table.deck_left": {"it": "Nel mazzo: {count}", "en": "In the deck: {count}"},
    "table.deck_empty": {"it": "Il mazzo è finito", "en": "The deck is empty"},
    "table.trump": {"it": "Briscola: {suit}", "en": "Trumps: {suit}"},
    "table.over": {"it": "Mano finita", "en": "Hand over"},
    "table.your_turn": {"it": "Tocca a te", "en": "Your turn"},
    "table.their_turn": {"it": "Tocca {player}", "en": "{player} to play"},
    "table.deal": {"it": "Smazzata {number}", "en": "Deal {number}"},
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
    "table.open_hands": {"it": "Carte scoperte", "en": "Open hands"},
    "table.back": {"it": "◀ Indietro", "en": "◀ Back"},
    "table.forward": {"it": "Avanti ▶", "en": "Forward ▶"},
    "table.live": {"it": "Torna al gioco ▶▶", "en": "Back to the game ▶▶"},
    "table.moment": {"it": "Mossa {step} di {total}", "en": "Move {step} of {total}"},
    "table.not_your_turn": {"it": "Aspetta: ora tocca {player}.", "en": "Wait: it is {player}'s turn."},
    "table.hand_is_over": {
        "it": "La mano è finita: premi «Nuova smazzata» per giocarne un'altra.",
        "en": "The hand is over: press “New deal” to play another.",
    },
    "table.watching": {
        "it": "Stai guardando un momento passato della mano: premi «Torna al gioco» per giocare.",
        "en": "You are looking at an earlier moment of the hand: press “Back to the game” to play.",
    },
    "table.hint_title": {"it": "Il consiglio: le tue carte dalla migliore", "en": "The advice: your cards, best first"},
    "table.hint_wait": {"it": "Il consiglio arriva quando tocca a te.", "en": "Hints come when it is your turn."},
    "table.review_title": {"it": "Revisione della mano", "en": "Review of the hand"},
    "table.review_wait": {"it": "La revisione è pronta a fine mano.", "en": "The review is ready when the hand is over."},
    "table.review_none": {
        "it": "Nessun errore importante: ben giocato!",
        "en": "No mistake worth showing: well played!",
    },
    "table.review_cost": {
        "it": "Ti è costato {chance} punti percentuali di vittoria e {points} punti in media.",
        "en": "It cost you {chance} percentage points of winning and {points} points on average.",
    },
    "table.replay_trick": {"it": "Rivedi la presa {trick}", "en": "Show trick {trick}"},
    "table.pack": {"it": "Carte", "en": "Cards"},
    "table.pack_italian": {"it": "italiane", "en": "Italian"},
    "table.pack_french": {"it": "francesi", "en": "French"},
    "table.projector": {"it": "Carte grandi", "en": "Big cards"},
    "table.sign_prompt": {"it": "Un segno al compagno:", "en": "A sign to your partner:"},
    "table.sign_seen": {"it": "{gesture}: {meaning}", "en": "{gesture}: {meaning}"},
    "table.sign_sent": {"it": "Hai fatto il segno: {meaning}.", "en": "You signalled: {meaning}."},
    "table.intercepted": {
        "it": "Attenzione: {players} ha visto il segno della tua squadra.",
        "en": "Careful: {players} saw your team's sign.",
    },
    "table.intercepted_many": {
        "it": "Attenzione: {players} hanno visto il segno della tua squadra.",
        "en": "Careful: {players} saw your team's sign.",
    },
    "table.declare": {"it": "Accusa {suit}", "en": "Declare {suit}"},
    "table.swap_seven": {"it": "Scambia il 7 con la briscola", "en": "Swap the 7 for the briscola card"},
    "table.thinking": {"it": "sta pensando…", "en": "thinking…"},
    "table.pile": {"it": "Prese: {tricks} · {points} punti", "en": "Tricks: {tricks} · {points} points"},
    "table.pile_declared": {"it": "Prese: {tricks} · {points} punti, {declared} di accusi",
                            "en": "Tricks: {tricks} · {points} points, {declared} declared"},
    "table.pile_tricks": {"it": "Prese: {tricks}", "en": "Tricks: {tricks}"},
    "table.declared": {"it": "Accusa {suit}: {points} punti", "en": "Declares {suit}: {points} points"},
    "table.status_watching": {"it": "Stai rivedendo la mano: mossa {step} di {total}",
                              "en": "Looking back at the hand: move {step} of {total}"},
    "table.restored": {"it": "Ecco la tua mano di prima: continua pure, o premi «Ricomincia da capo».",
                       "en": "Here is your hand from before: carry on, or press “Start over”."},
    "table.restore_failed": {"it": "La mano salvata non si è potuta leggere: eccone una nuova.",
                             "en": "The saved hand could not be read: here is a new one."},
    "table.start_over": {"it": "Ricomincia da capo", "en": "Start over"},
    "table.result_you_won": {"it": "Hai vinto!", "en": "You won!"},
    "table.result_you_lost": {"it": "Hai perso", "en": "You lost"},
    "table.result_team_won": {"it": "La tua squadra ha vinto!", "en": "Your team won!"},
    "table.result_team_lost": {"it": "La tua squadra ha perso", "en": "Your team lost"},
    "table.result_draw": {"it": "Pareggio!", "en": "A draw!"},
    "table.result_points": {"it": "{points} punti", "en": "{points} points"},
    "table.result_points_declared": {"it": "{points} punti ({declared} di accusi)",
                                     "en": "{points} points ({declared} declared)"},
    "table.side_you_partner": {"it": "Tu e il compagno", "en": "You and your partner"},
    "table.side_your_team": {"it": "La tua squadra", "en": "Your team"},
    "table.side_opponents": {"it": "Gli avversari", "en": "The opponents"},
    "table.stars_earned": {"it": "con questa smazzata", "en": "with this hand"},
    "table.again_title": {"it": "Smazzata {number}: lo stesso numero ridà le stesse carte.",
                          "en": "Deal {number}: the same number deals the same cards again."},
    "table.next_lesson": {"it": "Lezione successiva: {title} →", "en": "Next lesson: {title} →"},
    "auction.status_auction": {"it": "Tocca a te: dichiara", "en": "Your bid"},
    "auction.status_call": {"it": "Tocca a te: chiama una carta", "en": "Your call: name a card"},
    "auction.status_discard": {"it": "Tocca le carte da scartare: {chosen} di {count}",
                               "en": "Click the cards to discard: {chosen} of {count}"},
    "auction.status_partner": {"it": "Scegli: da solo o col vicino", "en": "Choose: alone or with your neighbour"},
    "auction.discard_count": {"it": "Scarta ({chosen} di {count})", "en": "Discard ({chosen} of {count})"},
    "auction.pick_not_now": {"it": "Ora non si sceglie nessuna carta da scartare.",
                             "en": "There are no cards to choose for discarding now."},
    "auction.hint_no_advice": {"it": "Qui non c'è un consiglio: scegli tu.",
                               "en": "There is no advice for this step: your choice."},
    "auction.side_callers": {"it": "Chi chiama: {players}", "en": "The callers: {players}"},
    "auction.side_others": {"it": "Gli altri: {players}", "en": "The others: {players}"},
    "auction.call_hint_title": {"it": "Il consiglio: quale carta chiamare", "en": "The advice: which card to call"},
    "match.new_match": {"it": "Nuova partita", "en": "New match"},
    # -- notes a lesson works out with the engine (widgets/note.py) -----------------------
    "note.example": {
        "it": "{card:The} vale 11 punti; {count} carte.",
        "en": "{card:The} is worth 11 points; {count} cards.",
    },
    "course.map_title": {"it": "Briscola · Mappa del corso", "en": "Briscola · Course map"},
    "course.page_title": {"it": "Briscola · Lezione {n} · {title}", "en": "Briscola · Lesson {n} · {title}"},
    "course.to_map": {"it": "← Mappa del corso", "en": "← Course map"},
    "course.to_next": {"it": "Lezione {n}: {title} →", "en": "Lesson {n}: {title} →"},
    "table.bad_event": {
        "it": "Il tavolo non ha capito questo comando: nulla è cambiato.",
        "en": "The table did not understand that command: nothing changed.",
    },

    # -- explanations (explain.py) --------------------------------------------------------
    "explain.only_trump": {
        "it": "Prende {card:the}: è l'unica briscola, e una briscola batte qualunque carta di un altro seme.",
        "en": "{card:The} takes: it is the only trump, and a trump beats every card of another suit.",
    },
    "explain.highest_trump": {
        "it": "Prende {card:the}: è la briscola più forte sul tavolo.",
        "en": "{card:The} takes: it is the strongest trump on the table.",
    },
    "explain.highest_led": {
        "it": "Prende {card:the}: nessuna briscola la batte, e vince la carta più forte del seme di uscita ({suit}).",
        "en": "{card:The} takes: no trump beats it, and the strongest card of the suit led ({suit}) wins.",
    },
    "explain.off_suit": {
        "it": "{card:The} non può prendere: non è del seme di uscita ({led}) e non è una briscola, per quanto sia forte.",
        "en": "{card:The} cannot take: it is neither of the suit led ({led}) nor a trump, however strong it is.",
    },
    "explain.weaker": {
        "it": "{card:The} perde contro {best:the}: nello stesso seme decide la forza (Asso, Tre, Re, Cavallo, Fante, 7, 6, 5, 4, 2).",
        "en": "{card:The} loses to {best:the}: within a suit strength decides (Ace, Three, King, Knight, Jack, 7, 6, 5, 4, 2).",
    },
    "explain.trump_beats": {
        "it": "{card:The} perde contro {best:the}: una briscola batte ogni carta di un altro seme.",
        "en": "{card:The} loses to {best:the}: a trump beats any card of another suit.",
    },
    "explain.count": {"it": "{terms} = {total} punti.", "en": "{terms} = {total} points."},
    "explain.no_points": {
        "it": "Nessuna carta di punti: sono tutti lisci, 0 punti.",
        "en": "No card that counts: all lisci, 0 points.",
    },
    "explain.strength": {"it": "Dalla più forte: {order}.", "en": "Strongest first: {order}."},

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
        "it": "Domanda {n} di {total} · giuste finora: {right}",
        "en": "Question {n} of {total} · right so far: {right}",
    },
    "quiz.stars": {"it": "Stelle: {stars} su 3.", "en": "Stars: {stars} of 3."},
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
    "quiz.name_explain": {
        "it": "È questa: {name}. È {kind} e vale {points} punti.",
        "en": "It is the {name}: {kind}, worth {points} points.",
    },
    "quiz.kind_carico": {"it": "un carico", "en": "a carico (a high counting card)"},
    "quiz.kind_figura": {"it": "una figura", "en": "a figure (a face card)"},
    "quiz.kind_liscio": {"it": "un liscio", "en": "a liscio (a card worth nothing)"},
    "quiz.who_title": {"it": "Chi prende?", "en": "Who takes the trick?"},
    "quiz.who_prompt": {
        "it": "La briscola è {suit}. Apre: {first}. Tocca la carta che prende.",
        "en": "Trumps are {suit}. Led: {first}. Click the card that takes.",
    },
    "quiz.order": {"it": "{n}ª giocata", "en": "played {n}"},
    "quiz.count_title": {"it": "Conta i punti", "en": "Count the points"},
    "quiz.count_prompt": {"it": "Quanti punti valgono queste carte?", "en": "How many points are these cards worth?"},
    "quiz.order_title": {"it": "Dalla più forte", "en": "Strongest first"},
    "quiz.order_prompt": {
        "it": "Tocca le carte dalla più forte alla più debole.",
        "en": "Click the cards from the strongest to the weakest.",
    },
    "quiz.order_expected": {
        "it": "Serve l'ordine di tutte le carte mostrate, non {value}.",
        "en": "The answer is the order of every card shown, not {value}.",
    },
    "quiz.order_explain": {"it": "L'ordine giusto: {order}.", "en": "The right order: {order}."},

    # -- the Chiamata table (widgets/auction.py) -----------------------------------------
    "auction.player": {"it": "Giocatore {n}", "en": "Player {n}"},
    "auction.caller_badge": {"it": "{name} (chiama)", "en": "{name} (caller)"},
    "auction.partner_badge": {"it": "{name} (socio)", "en": "{name} (partner)"},
    "auction.title": {"it": "L'asta", "en": "The auction"},
    "auction.history_empty": {"it": "Nessuna dichiarazione finora.", "en": "No bids yet."},
    "auction.your_bid": {"it": "La tua dichiarazione:", "en": "Your bid:"},
    "auction.points_bid": {"it": "Dichiara i punti", "en": "Bid the points"},
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
    "auction.partner_secret": {"it": "Socio: segreto", "en": "Partner: secret"},
    "auction.partner_is": {"it": "Socio: {player}", "en": "Partner: {player}"},
    "auction.partner_alone": {"it": "Il chiamante gioca da solo", "en": "The caller plays alone"},
    "auction.you_are_partner": {
        "it": "Hai tu la carta chiamata: sei il socio segreto {player}.",
        "en": "You hold the called card: you are {player}'s secret partner.",
    },
    "auction.hint_title": {"it": "Il consiglio per l'asta", "en": "Advice for the auction"},



    "auction.callers_made": {
        "it": "Il chiamante e il socio dovevano fare {target} punti e ne hanno fatti {points}.",
        "en": "The caller and partner needed {target} points and made {points}.",
    },
    "auction.callers_failed": {
        "it": "Il chiamante e il socio dovevano fare {target} punti ma ne hanno fatti solo {points}.",
        "en": "The caller and partner needed {target} points but made only {points}.",
    },
    "auction.table_score": {"it": "Il tuo punteggio al tavolo: {score}.", "en": "Your table score: {score}."},

    # -- the progress store -----------------------------------------------------------------
    "progress.set_aside": {
        "it": "Il file dei tuoi progressi non si poteva leggere: l'ho messo da parte in {path} (non è stato cancellato) e ne ho aperto uno nuovo.",
        "en": "Your progress file could not be read: it was set aside as {path} (not deleted) and a fresh one was started.",
    },

    # -- the course, flashcards and the replay ----------------------------------------------
    "course.stars": {"it": "Le tue stelle:", "en": "Your stars:"},
    "flash.show": {"it": "Mostra il nome", "en": "Show the name"},
    "flash.knew": {"it": "Lo sapevo", "en": "I knew it"},
    "flash.forgot": {"it": "Non lo sapevo", "en": "I didn't know"},
    "flash.which": {"it": "Che carta è? Pensaci, poi guarda.", "en": "Which card is it? Think, then look."},
    "flash.reveal_first": {"it": "Prima guarda il nome della carta.", "en": "Look at the card's name first."},
    "flash.status": {
        "it": "Da ripassare ora: {due}. Imparate bene: {learned} su {total}.",
        "en": "Due now: {due}. Learned well: {learned} of {total}.",
    },
    "flash.none_due": {
        "it": "Nessuna carta da ripassare adesso: torna più tardi e le carte ritorneranno.",
        "en": "No card is due now: come back later and the cards will return.",
    },
    "replay.start": {"it": "◀◀ Inizio", "en": "◀◀ Start"},
    "replay.end": {"it": "Fine ▶▶", "en": "End ▶▶"},

    "course.points": {"it": "{points} punti", "en": "{points} points"},
    "course.strength": {"it": "forza: {n}ª", "en": "strength: no. {n}"},
    "course.deck": {"it": "Mazzo", "en": "Deck"},
    "course.region": {"it": "Dove si gioca", "en": "Where it is played"},
    "course.nine": {"it": "Il 9 si chiama", "en": "The 9 is called"},

    "course.trump_is": {"it": "Briscola: {suit}.", "en": "Trumps: {suit}."},

    "course.progress_title": {"it": "I tuoi progressi", "en": "Your progress"},
    "course.export": {"it": "Esporta i progressi", "en": "Export your progress"},
    "course.download": {"it": "Scarica il file", "en": "Download the file"},
    "course.import": {"it": "Importa un file", "en": "Import a file"},
    "course.import_done": {
        "it": "Progressi importati: ricarica la pagina per vedere le stelle.",
        "en": "Progress imported: reload the page to see the stars.",
    },
    "course.import_bad": {
        "it": "«{name}» non è un file di progressi di questo corso: nulla è cambiato.",
        "en": "“{name}” is not a progress file of this course: nothing changed.",
    },

    "quiz.sign_title": {"it": "Che cosa dice il segno?", "en": "What does the sign say?"},
    "quiz.sign_prompt": {
        "it": "Il tuo compagno fa questo segno: {gesture}. Che cosa ha in mano?",
        "en": "Your partner makes this sign: {gesture}. What does he hold?",
    },
    "quiz.sign_explain": {"it": "«{gesture}» vuol dire: {meaning}.", "en": "“{gesture}” means: {meaning}."},
    "quiz.true_sign_title": {"it": "Quale segno puoi fare?", "en": "Which sign may you give?"},
    "quiz.true_sign_prompt": {
        "it": "La briscola è {suit} e questa è la tua mano. Quale segno è vero per la tua mano?",
        "en": "Trumps are {suit} and this is your hand. Which sign is true for your hand?",
    },
    "quiz.true_sign_right": {
        "it": "Sì: hai {meaning}. I segni veri per questa mano: {all}.",
        "en": "Yes: you hold {meaning}. The true signs for this hand: {all}.",
    },
    "quiz.true_sign_wrong": {
        "it": "No: non hai {meaning}, e un segno falso inganna il compagno. I segni veri per questa mano: {all}.",
        "en": "No: you do not hold {meaning}, and a false sign fools your partner. The true signs for this hand: {all}.",
    },
    "quiz.best_title": {"it": "Quale carta giochi?", "en": "Which card do you play?"},
    "quiz.best_prompt": {
        "it": "Briscola: {suit}. In tavola: {table}. Nel mazzo: {deck}. Tocca a te: clicca la carta che giochi.",
        "en": "Trumps: {suit}. On the table: {table}. In the deck: {deck}. Your turn: click the card you play.",
    },
    "quiz.yours": {"it": "tua", "en": "yours"},
    "quiz.not_in_hand": {"it": "«{value}» non è una carta della tua mano.", "en": "“{value}” is not a card in your hand."},
    "quiz.best_was": {"it": "La migliore era {card:the}. {reason}", "en": "The best was {card:the}. {reason}"},

    "course.gesture": {"it": "Il segno", "en": "The sign"},
    "course.meaning": {"it": "Che cosa vuol dire", "en": "What it means"},

    "auction.contract_yours": {"it": "Contratto: {bid}, l'asta è tua", "en": "Contract: {bid}, you won the auction"},
    "auction.points": {"it": "{points} punti", "en": "{points} points"},

    # Advice for the Chiamata call and review
    "advice.blind": {
        "it": "Al buio la briscola non si sa ancora: il chiamante la sceglie dopo questa presa.",
        "en": "Al buio nobody knows the trump suit yet: the caller names it after this trick.",
    },
    "advice.call_partner": {
        "it": "Chiamando {card:the} la briscola è {suit}, e chi ha {card:the} è il tuo compagno segreto.",
        "en": "Calling {card:the} makes {suit} trumps, and whoever holds {card:the} is your secret partner.",
    },
    "advice.call_monte": {
        "it": "Chiamando {card:the} la briscola è {suit}: chi ha quella carta è il tuo compagno segreto; se è nel monte, la prendi tu.",
        "en": "Calling {card:the} makes {suit} trumps: whoever holds that card is your secret partner; if it lies in the monte, it comes to you.",
    },
    "advice.call_alone": {
        "it": "{card:The} è nella tua mano: chiamandolo la briscola è {suit} e giochi da solo, uno contro quattro, per un punteggio doppio (+4 o −4).",
        "en": "{card:The} is in your hand: calling it makes {suit} trumps and you play alone, one against four, for a double score (+4 or −4).",
    },
    "advice.call_alone_played": {
        "it": "Hai già giocato {card:the} nella prima presa: chiamandolo la briscola è {suit} e giochi da solo, uno contro quattro, per un punteggio doppio (+4 o −4), e lo sanno tutti.",
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
        "it": "In {count} smazzate simulate su 10 la tua parte arriva a {target} punti ({points} in media).",
        "en": "In {count} of 10 simulated deals your side reaches {target} points ({points} on average).",
    },
    "advice.call_odds_one": {
        "it": "In 1 smazzata simulata su 10 la tua parte arriva a {target} punti ({points} in media).",
        "en": "In 1 of 10 simulated deals your side reaches {target} points ({points} on average).",
    },
    "advice.call_best": {
        "it": "È la chiamata migliore.",
        "en": "This is the best call.",
    },
    "advice.call_costs": {
        "it": "Chiamando invece {best:the} il contratto riesce più spesso: {chance} volte su 100 invece di {mine}.",
        "en": "Calling {best:the} instead makes the contract more often: {chance} times in 100 instead of {mine}.",
    },
    "advice.call_costs_points": {
        "it": "Chiamando invece {best:the} il contratto riesce altrettanto spesso, con {points} punti in più in media.",
        "en": "Calling {best:the} instead makes the contract as often, with {points} more points on average.",
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
        "en": "It is not your turn: it is player {current}'s turn.",
    },
    "refusal.game_over": {
        "it": "La mano è finita: non si gioca più.",
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
        "it": "Le carte del mazzo sono numerate da 0 a 39.",
        "en": "The cards of the pack are numbered 0 to 39.",
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
        "it": "Nella prima presa non si fanno segni.",
        "en": "No signs are given in the first trick.",
    },
    "refusal.one_sign_a_trick": {
        "it": "Hai già fatto un segno in questa presa: se ne fa uno per presa.",
        "en": "You already gave a sign in this trick: one sign a trick.",
    },
    "refusal.false_sign": {
        "it": "Il segno «{sign}» non è vero per la tua mano: al compagno si dice sempre la verità.",
        "en": "The sign “{sign}” is not true for your hand: a sign always tells your partner the truth.",
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
        "it": "L'accuso di {suit} è già stato fatto: ogni accuso si fa una volta sola.",
        "en": "The {suit} pair has already been declared: each pair is declared once.",
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
        "it": "Con il sette leva si prende solo un Re, un Cavallo, un Asso o un Tre: sotto il mazzo c'è {card:the}.",
        "en": "The sette leva takes only a King, a Knight, an Ace or a Three: the turned card is {card:the}.",
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
        "it": "Un momento della mano è un numero di mosse da 0 a {last}.",
        "en": "A moment of the hand is a number of moves from 0 to {last}.",
    },
    "refusal.action": {
        "it": "Il salvataggio contiene una mossa che non esiste.",
        "en": "The save holds a move that does not exist.",
    },
    "refusal.variant": {
        "it": "Questo salvataggio è di un'altra variante e qui non si può aprire.",
        "en": "This save is of another variant and cannot be opened here.",
    },
    "refusal.bad_history": {
        "it": "La storia della mano non torna: le mosse non seguono dalla smazzata.",
        "en": "The hand's history does not add up: the moves do not follow from the deal.",
    },
    "refusal.bad_deal": {
        "it": "La smazzata di questo salvataggio non è valida.",
        "en": "The deal in this save is not valid.",
    },
    "refusal.bad_action": {
        "it": "La mossa {number} di questo salvataggio non si può rigiocare.",
        "en": "Move {number} of this save cannot be replayed.",
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
        "it": "Questo salvataggio è stato modificato dopo essere stato scritto: non è più affidabile.",
        "en": "This save was changed after it was written: it can no longer be trusted.",
    },
    "refusal.bad_field": {
        "it": "Al salvataggio manca un dato, o ne ha uno sbagliato.",
        "en": "The save lacks a piece of data, or has a wrong one.",
    },
    "refusal.hand_not_over": {
        "it": "La mano {number} non è ancora finita: prima si gioca fino in fondo.",
        "en": "Hand {number} is not over yet: play it to the end first.",
    },
    "refusal.match_over": {
        "it": "La partita è finita: non si danno altre carte.",
        "en": "The match is over: no more hands are dealt.",
    },
    "refusal.goal": {
        "it": "Una partita si gioca a una mano, a due mani, a raggi o a punti.",
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
        "it": "Le mani di questa partita salvata non tornano con le sue regole.",
        "en": "The hands of this saved match do not agree with its rules.",
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
        "it": "I punti si dichiarano solo dopo il Due: prima si chiamano le carte, dall'Asso in giù.",
        "en": "Points come only after the Two: first the cards are bid, from the Ace down.",
    },
    "refusal.bid_points_after_two": {
        "it": "Dopo il Due si dichiarano solo punti: almeno {low}.",
        "en": "After the Two only points are bid: at least {low}.",
    },
    "refusal.bid_not_lower": {
        "it": "Si è già chiamato {contract:the}: devi chiamare una carta più bassa, o passare.",
        "en": "{contract:The} has already been bid: bid a lower card, or pass.",
    },
    "refusal.bid_top": {
        "it": "Si è già arrivati a 120 e più in alto non si va: devi passare.",
        "en": "The bidding has reached 120 and cannot go higher: you must pass.",
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
        "en": "{card:The} is not in your hand: you can only lay down cards you hold.",
    },
    "refusal.discard_repeated": {
        "it": "Hai scelto due volte {card:the}: le carte da scartare devono essere diverse.",
        "en": "You chose {card:the} twice: the cards you lay down must be different.",
    },
    "refusal.discard_count": {
        "it": "Devi scartare esattamente {count} carte: ne hai scelte {given}.",
        "en": "You must lay down exactly {count} cards: you chose {given}.",
    },
    "refusal.discard_count.one": {
        "it": "Devi scartare esattamente {count} carte: ne hai scelta una sola.",
        "en": "You must lay down exactly {count} cards: you chose only one.",
    },
    "refusal.discard_count.none": {
        "it": "Devi scartare esattamente {count} carte: non ne hai scelta nessuna.",
        "en": "You must lay down exactly {count} cards: you chose none.",
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
        "it": "Una posizione si può simulare solo durante il gioco, dopo la chiamata.",
        "en": "A position can be sampled only during play, after the call.",
    },
}
