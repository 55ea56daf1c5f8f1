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
    "table.points": {"it": "punti", "en": "points"},
    "table.tricks": {"it": "Prese", "en": "Tricks"},
    "table.takes": {"it": "Prende {player}: {points} punti", "en": "{player} takes the trick: {points} points"},
    "table.takes_you": {"it": "Prendi tu: {points} punti", "en": "You take the trick: {points} points"},
    "table.deck_left": {"it": "Nel mazzo: {count}", "en": "In the deck: {count}"},
    "table.deck_empty": {"it": "Il mazzo è finito", "en": "The deck is empty"},
    "table.trump": {"it": "Briscola: {suit}", "en": "Trumps: {suit}"},
    "table.over": {"it": "Mano finita", "en": "Hand over"},
    "table.your_turn": {"it": "Tocca a te", "en": "Your turn"},
    "table.their_turn": {"it": "Tocca {player}", "en": "{player} to play"},
    "table.deal": {"it": "Smazzata n. {number}", "en": "Deal no. {number}"},
    "table.hint": {"it": "Consiglio", "en": "Hint"},
    "table.review": {"it": "Revisione", "en": "Review"},
    "table.new_deal": {"it": "Nuova smazzata", "en": "New deal"},
    "table.again": {"it": "Rigioca questa smazzata", "en": "Play this deal again"},
    "match.next_hand": {"it": "Prossima smazzata", "en": "Next hand"},
    "match.score_points": {"it": "Partita a {target}: tu {mine}, avversari {theirs} · smazzata {hand}",
                           "en": "Match to {target}: you {mine}, opponents {theirs} · hand {hand}"},
    "match.score_hands": {"it": "Smazzate vinte: tu {mine}, avversari {theirs} · smazzata {hand}",
                          "en": "Hands won: you {mine}, opponents {theirs} · hand {hand}"},
    "match.goes_on": {"it": "La partita continua: premi «Prossima smazzata».",
                      "en": "The match goes on: press “Next hand”."},
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
    "table.not_in_hand": {"it": "{card:The} non è nella tua mano.", "en": "{card:The} is not in your hand."},
    "table.not_a_card": {
        "it": "«{text}» non è una carta: scrivi per esempio 1d oppure «Asso di Denari».",
        "en": "“{text}” is not a card: write for example 1d or “Ace of Coins”.",
    },
    "table.hand_is_over": {
        "it": "La mano è finita: premi «Nuova smazzata» per giocarne un'altra.",
        "en": "The hand is over: press “New deal” to play another.",
    },
    "table.watching": {
        "it": "Stai guardando un momento passato della mano: premi «Torna al gioco» per giocare.",
        "en": "You are looking at an earlier moment of the hand: press “Back to the game” to play.",
    },
    "table.you_won": {"it": "Hai vinto {mine} a {theirs}!", "en": "You won, {mine} to {theirs}!"},
    "table.team_won": {"it": "La tua squadra ha vinto {mine} a {theirs}!", "en": "Your team won, {mine} to {theirs}!"},
    "table.you_lost": {"it": "Hai perso {mine} a {theirs}.", "en": "You lost, {mine} to {theirs}."},
    "table.team_lost": {"it": "La tua squadra ha perso {mine} a {theirs}.", "en": "Your team lost, {mine} to {theirs}."},
    "table.drawn": {"it": "Pareggio: {mine} a {theirs}.", "en": "A draw: {mine} to {theirs}."},
    "table.review_hint": {
        "it": "Premi «Revisione» per vedere le tue scelte.",
        "en": "Press “Review” to see your choices.",
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
    "table.language": {"it": "Lingua", "en": "Language"},
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
    "table.bad_event": {
        "it": "Il tavolo non ha capito il comando {event}: nulla è cambiato.",
        "en": "The table did not understand the command {event}: nothing changed.",
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
    "auction.wait": {"it": "Aspetta il tuo turno nell'asta.", "en": "Wait for your turn in the auction."},
    "auction.not_legal": {
        "it": "«{bid}» non si può dichiarare ora: scegli uno dei pulsanti attivi.",
        "en": "“{bid}” cannot be bid now: pick one of the active buttons.",
    },
    "auction.call_prompt": {
        "it": "Hai vinto l'asta con {bid}: chiama la carta (il suo seme sarà la briscola).",
        "en": "You won the auction with {bid}: call the card (its suit becomes trumps).",
    },
    "auction.call": {"it": "Chiama", "en": "Call"},
    "auction.discard_prompt": {
        "it": "Hai preso il monte: scarta {count} carte.",
        "en": "You took the monte: lay aside {count} cards.",
    },
    "auction.discard": {"it": "Scarta", "en": "Discard"},
    "auction.partner_prompt": {
        "it": "La carta chiamata è tua: giochi da solo o col vicino di destra?",
        "en": "The called card is yours: play alone or with your right-hand neighbour?",
    },
    "auction.alone": {"it": "Da solo", "en": "Alone"},
    "auction.neighbour": {"it": "Col vicino", "en": "With the neighbour"},
    "auction.not_now": {"it": "Non è il momento di {what}.", "en": "This is not the moment to {what}."},
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

    "table.bid_what": {"it": "dichiarare", "en": "bid"},
    "table.call_what": {"it": "chiamare", "en": "call"},
    "table.discard_what": {"it": "scartare", "en": "discard"},
    "table.partner_what": {"it": "scegliere il socio", "en": "choose a partner"},
    "table.play_what": {"it": "giocare una carta", "en": "play a card"},

    "table.not_legal": {"it": "{card:The} non si può giocare ora.", "en": "{card:The} cannot be played now."},

    "auction.you_won": {"it": "Hai vinto!", "en": "You won!"},
    "auction.you_lost": {"it": "Hai perso.", "en": "You lost."},
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

    "auction.hint_after_call": {
        "it": "Il consiglio arriva dopo la chiamata: prima non si sa qual è la briscola.",
        "en": "Hints come after the call: until then nobody knows the trump suit.",
    },
    "auction.contract_yours": {"it": "Contratto: {bid}, l'asta è tua", "en": "Contract: {bid}, you won the auction"},
    "auction.points": {"it": "{points} punti", "en": "{points} points"},
}
