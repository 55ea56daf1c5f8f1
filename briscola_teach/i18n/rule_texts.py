"""The catalogue's texts of the rule questions (``widgets/rule_quiz.py``) and of the syllabus
topics they check: one entry a text, the Italian and the English side by side."""

TEXTS: dict[str, dict[str, str]] = {
    "rule.title": {"it": "Le regole del tavolo", "en": "The rules of the table"},
    "rule.yes": {"it": "Sì", "en": "Yes"},
    "rule.no": {"it": "No", "en": "No"},
    "rule.led": {"it": "Sul tavolo", "en": "On the table"},
    "rule.yours": {"it": "Tua", "en": "Yours"},
    "rule.cap_you": {"it": "Tu", "en": "You"},
    "rule.cap_partner": {"it": "Compagno", "en": "Partner"},
    "rule.cap_opponent": {"it": "Avversario {n}", "en": "Opponent {n}"},
    "rule.cards_each": {"it": "{n} carte a testa", "en": "{n} cards each"},
    "rule.points": {"it": "{n} punti", "en": "{n} points"},
    "rule.suit": {"it": "{suit}", "en": "{suit}"},

    # -- no obligation (lesson 03) ---------------------------------------------------------
    "rule.no_obligation_prompt": {
        "it": "Sul tavolo c'è {card:the} e la briscola è {suit}. Quali carte della tua mano puoi giocare?",
        "en": "{card:The} is on the table and the trump suit is {suit}. Which cards of your hand may you play?",
    },
    "rule.may.any": {"it": "Una qualunque delle tue carte", "en": "Any of your cards"},
    "rule.may.suit": {"it": "Solo una carta di {suit}, se ce l'hai", "en": "Only a card of {suit}, if you have one"},
    "rule.may.beat": {"it": "Solo una carta che prenda", "en": "Only a card that takes the trick"},
    "rule.may.trump": {"it": "Solo una briscola, se ce l'hai", "en": "Only a trump, if you have one"},
    "rule.no_obligation_why": {
        "it": "Nella Briscola non c'è nessun obbligo: non devi rispondere a {suit}, né prendere, né tagliare con una briscola. Puoi giocare qualunque carta della tua mano.",
        "en": "In Briscola nothing is compulsory: you need not follow {suit}, nor take the trick, nor trump. You may play any card of your hand.",
    },

    # -- the deal (lesson 04) --------------------------------------------------------------
    "rule.deal_size_prompt": {
        "it": "Si gioca in {players}. Quante carte dà il mazziere a ciascuno, all'inizio?",
        "en": "{players} players. How many cards does the dealer give each player at the start?",
    },
    "rule.deal_size_why": {
        "it": "A ciascuno {n} carte, una alla volta; poi il mazziere scopre la carta seguente: la briscola.",
        "en": "{n} cards each, one at a time; then the dealer turns up the next card: the briscola.",
    },
    "rule.deal_trump_prompt": {
        "it": "Date le carte, il mazziere scopre {card:the}. Qual è il seme di briscola?",
        "en": "The cards dealt, the dealer turns up {card:the}. Which suit is trumps?",
    },
    "rule.deal_trump_why": {
        "it": "La briscola è il seme della carta scoperta: {card:the} fa briscola {suit} per tutta la smazzata.",
        "en": "Trumps are the suit of the turned card: {card:the} makes {suit} trumps for the whole hand.",
    },
    "rule.deal_last_prompt": {
        "it": "Il mazziere ha scoperto {card:the}, la briscola. Quando la si pesca?",
        "en": "The dealer has turned up {card:the}, the briscola card. When is it drawn?",
    },
    "rule.drawn.last": {"it": "Per ultima: resta scoperta sotto il mazzo", "en": "Last: it lies face up under the deck"},
    "rule.drawn.first": {"it": "Per prima, dopo la prima presa", "en": "First, after the first trick"},
    "rule.drawn.never": {"it": "Mai: resta sul tavolo fino alla fine", "en": "Never: it stays on the table to the end"},
    "rule.drawn.dealer": {"it": "Subito: la prende il mazziere", "en": "At once: the dealer takes it"},
    "rule.deal_last_why": {
        "it": "La carta scoperta, {card:the}, resta sotto il mazzo perché tutti vedano la briscola, ed è l'ultima che si pesca.",
        "en": "{card:The} lies face up under the deck, so everyone sees the trump suit, and it is the last card drawn.",
    },
    "rule.dealer_prompt": {
        "it": "Si gioca in {players}, in senso antiorario: i giocatori sono numerati nell'ordine di gioco, e ognuno ha alla sua destra il numero dopo. Questa smazzata l'ha data {dealer}. Al nostro tavolo il mazzo passa nel verso del gioco: chi dà le carte nella prossima?",
        "en": "{players} players, counterclockwise: the players are numbered in order of play, and each has the next number on their right. {dealer} dealt this hand. At our table the deck passes the way play goes: who deals the next one?",
    },
    "rule.dealer_why": {
        "it": "Il mazziere cambia a ogni smazzata. In questo corso il mazzo passa nel verso del gioco, a chi siede alla destra del mazziere: le carte le dà {next}, che in questa smazzata ha giocato per primo. Altri tavoli possono fare diversamente.",
        "en": "The dealer changes every hand. In this course the deck passes the way play goes, to the player on the dealer's right: {next} deals, who led first in this hand. Other tables may do it differently.",
    },
    "rule.dealer_same": {"it": "Il mazziere non resta lo stesso.", "en": "The dealer does not stay the same."},
    "rule.perfect_prompt": {
        "it": "Si gioca in due e il mazzo è finito: restano le ultime tre prese, e queste sono le tue carte. Che cosa sai delle carte dell'avversario?",
        "en": "Two players, and the deck is used up: three tricks are left, and these are your cards. What do you know of your opponent's cards?",
    },
    "rule.know.exactly": {"it": "Quali sono, una per una", "en": "Which they are, card by card"},
    "rule.know.nothing": {"it": "Niente: sono coperte", "en": "Nothing: they are face down"},
    "rule.know.count": {"it": "Solo quante sono", "en": "Only how many there are"},
    "rule.know.trumps": {"it": "Solo se ha briscole", "en": "Only whether any are trumps"},
    "rule.perfect_why": {
        "it": "Tutte le altre carte le hai già viste: prese, pescate o in mano tua. Le tre che mancano sono per forza le sue: {cards}. Da qui in poi è come giocare a carte scoperte.",
        "en": "You have seen every other card: taken, drawn or in your hand. The three missing ones must be your opponent's: {cards}. From here on it is as if the cards were face up.",
    },

    # -- no counting (lesson 05) -----------------------------------------------------------
    "rule.counting_prompt": {
        "it": "A metà smazzata vuoi sapere quanti punti hai già preso. A un tavolo vero, che cosa puoi fare?",
        "en": "Halfway through a hand you want to know how many points you have taken. At a real table, what may you do?",
    },
    "rule.count.memory": {"it": "Solo ricordarli a mente: le prese non si guardano", "en": "Only keep them in your head: taken cards are not looked at"},
    "rule.count.look": {"it": "Guardare le tue prese e contarle", "en": "Look through your tricks and count them"},
    "rule.count.ask": {"it": "Chiedere all'avversario quanti punti ha", "en": "Ask your opponent how many points they have"},
    "rule.count.aloud": {"it": "Contarli ad alta voce", "en": "Count them aloud"},
    "rule.counting_why": {
        "it": "Le carte prese restano coperte e non si contano prima della fine della smazzata: chi vuole sapere come va, se lo ricorda a mente. Per questo è un'abilità.",
        "en": "Taken cards stay face down and are not counted before the hand is over: to know how it stands you must remember. That is why it is a skill.",
    },

    # -- pairs, talk and signs (lessons 06, 07) --------------------------------------------
    "rule.teams_prompt": {
        "it": "Si gioca in quattro: tu e il tuo compagno, seduti di fronte, contro due avversari. La briscola è {suit}. Questa presa è finita: a chi vanno le carte e i punti?",
        "en": "Four players: you and your partner, sitting opposite, against two opponents. Trumps are {suit}. This trick is over: who gets its cards and points?",
    },
    "rule.pair.us": {"it": "Alla tua coppia, a te e al compagno insieme", "en": "Your pair: you and your partner together"},
    "rule.pair.them": {"it": "Alla coppia degli avversari", "en": "The opponents' pair"},
    "rule.pair.taker": {"it": "Solo a chi ha preso, non al suo compagno", "en": "Only the player who took it, not their partner"},
    "rule.taken_you": {
        "it": "Prendi tu, con {card:the}: la presa e i suoi {points} punti vanno alla tua coppia. In coppia i punti si contano insieme.",
        "en": "You take it, with {card:the}: the trick and its {points} points go to your pair. A pair counts its points together.",
    },
    "rule.taken_partner": {
        "it": "Prende il tuo compagno, con {card:the}: la presa e i suoi {points} punti vanno alla vostra coppia. In coppia i punti si contano insieme.",
        "en": "Your partner takes it, with {card:the}: the trick and its {points} points go to your pair. A pair counts its points together.",
    },
    "rule.taken_opponent": {
        "it": "Prende l'avversario {n}, con {card:the}: la presa e i suoi {points} punti vanno alla coppia avversaria. In coppia i punti si contano insieme.",
        "en": "Opponent {n} takes it, with {card:the}: the trick and its {points} points go to the opponents' pair. A pair counts its points together.",
    },
    "rule.partners_prompt": {
        "it": "Al tavolo di questa lezione i compagni si vedono le carte nelle ultime tre prese. Si gioca in quattro, tocca a te e {deck}: vedi le carte del tuo compagno?",
        "en": "At this lesson's table partners see each other's cards in the last three tricks. Four players, it is your turn and {deck}: do you see your partner's cards?",
    },
    # the deck in ``rule.partners_prompt``: what is left, or that it is used up (not "0 cards")
    "rule.deck_left": {
        "it": "nel mazzo restano {n} carte, briscola scoperta compresa",
        "en": "{n} cards are left in the deck, the turned briscola card included",
    },
    "rule.deck_over": {"it": "il mazzo è finito", "en": "the deck is used up"},
    "rule.partners_why": {
        "it": "Le ultime tre prese sono quelle che si giocano a mazzo finito, senza più pescare: solo allora i compagni si vedono le carte. Finché nel mazzo c'è una carta, si pesca ancora. È una regola della casa: a ogni tavolo si chiede prima.",
        "en": "The last three tricks are the ones played once the deck is used up, with no more drawing: only then do partners see each other's cards. While a card is left in the deck, there is still drawing to do. It is a house rule: ask at each table first.",
    },
    "rule.first_sign_prompt": {
        "it": "Si gioca in quattro, con i segni. Siamo alla presa {n}: il tuo compagno può farti un segno?",
        "en": "Four players, with signs. This is trick {n}: may your partner make you a sign?",
    },
    "rule.first_sign_why": {
        "it": "Al nostro tavolo, nella prima presa non si fanno segni: si comincia dalla seconda.",
        "en": "At our table there are no signs in the first trick: they start with the second.",
    },
    "rule.chiamata_talk_prompt": {
        "it": "Briscola Chiamata: puoi {what}?",
        "en": "Briscola Chiamata: may you {what}?",
    },
    "rule.talk_sign": {"it": "fare al compagno il segno dell'Asso di briscola", "en": "make your partner the sign of the Ace of trumps"},
    "rule.talk_show": {"it": "far vedere che la carta chiamata ce l'hai tu", "en": "show that you hold the called card"},
    "rule.talk_joke": {"it": "fare una battuta per confondere gli avversari", "en": "crack a joke to confuse the opponents"},
    "rule.talk_bluff": {"it": "dire a voce che non sai chi sia il compagno, anche se lo sai", "en": "say aloud that you do not know who the partner is, even if you do"},
    "rule.chiamata_talk_why": {
        "it": "Nella Chiamata il compagno è segreto: sono vietati i segni e mostrare chi si è. Battute e bluff a voce invece sono permessi.",
        "en": "In the Chiamata the partner is secret: signs and showing who you are are forbidden. Jokes and spoken bluffs are allowed.",
    },

    # -- Briscola Chiamata (lessons 09, 10) ------------------------------------------------
    "rule.chiamata_size_prompt": {
        "it": "Briscola Chiamata in cinque: quante carte riceve ciascuno?",
        "en": "Briscola Chiamata for five: how many cards does each player get?",
    },
    "rule.chiamata_size_why": {
        "it": "Le 40 carte si danno tutte: {n} a testa, e non resta nessun mazzo da cui pescare.",
        "en": "All 40 cards are dealt: {n} each, with no deck left to draw from.",
    },
    "rule.chiamata_trump_prompt": {
        "it": "Briscola Chiamata: come si sa qual è la briscola?",
        "en": "Briscola Chiamata: how is the trump suit known?",
    },
    "rule.trump_from.caller": {"it": "La sceglie chi vince l'asta, quando chiama", "en": "The auction's winner chooses it, with the call"},
    "rule.trump_from.turned": {"it": "Si scopre una carta dopo la distribuzione", "en": "A card is turned up after the deal"},
    "rule.trump_from.dealer": {"it": "La decide il mazziere", "en": "The dealer decides"},
    "rule.trump_from.fixed": {"it": "È sempre Denari", "en": "It is always Coins"},
    "rule.chiamata_trump_why": {
        "it": "Nella Chiamata non si scopre nessuna carta: chi vince l'asta chiama una carta e il suo seme diventa la briscola.",
        "en": "In the Chiamata no card is turned: the auction's winner calls a card, and its suit becomes trumps.",
    },
    "rule.redeal_prompt": {
        "it": "Briscola Chiamata: le carte le hai date tu, quindi all'asta parli per ultimo. Prima di te: {first}, {second}, {third}, {fourth}. Tu passi: che cosa succede?",
        "en": "Briscola Chiamata: you dealt, so you speak last in the auction. Before you: {first}, {second}, {third}, {fourth}. You pass: what happens?",
    },
    "rule.said_pass": {"it": "il Giocatore {n} passa", "en": "Player {n} passes"},
    "rule.said_bid": {"it": "il Giocatore {n} dichiara «{bid}»", "en": "Player {n} bids “{bid}”"},
    "rule.after_pass.ends": {"it": "L'asta è finita: chiama l'unico che ha dichiarato",
                             "en": "The auction is over: the only one who bid calls"},
    "rule.after_pass.goes_on": {"it": "L'asta continua tra chi non ha passato",
                                "en": "The auction goes on among those who have not passed"},
    "rule.after_pass.redeal": {"it": "Si ridanno le carte", "en": "The cards are dealt again"},
    "rule.after_pass.you_call": {"it": "Chiami tu, perché hai parlato per ultimo",
                                 "en": "You call, because you spoke last"},
    "rule.after_pass_ends_why": {
        "it": "Contando anche te, hanno passato in quattro: l'asta è finita, e il Giocatore {n} chiama con «{bid}».",
        "en": "Counting you, four have passed: the auction is over, and Player {n} calls with “{bid}”.",
    },
    "rule.after_pass_goes_on_why": {
        "it": "Contando anche te, hanno passato solo in {passed}: l'asta finisce quando hanno passato in quattro, quindi continua tra gli altri. Tu, che hai passato, sei fuori.",
        "en": "Counting you, only {passed} have passed: the auction ends when four have passed, so it goes on among the others. You passed, so you are out.",
    },
    "rule.redeal_why": {
        "it": "Hanno passato tutti e cinque, e nessuno ha dichiarato. Le regole che seguiamo dicono solo che l'asta finisce quando hanno passato in quattro: in questo corso si ridanno le carte; altri tavoli possono fare diversamente.",
        "en": "All five have passed, and nobody bid. The rules we follow only say the auction ends when four have passed: in this course the cards are dealt again; other tables may do otherwise.",
    },
    "rule.two61_mine_prompt": {
        "it": "Il Giocatore {n} ha dichiarato il Due. Tu dici «2 a 61», e poi passano tutti. Che cosa hai ottenuto?",
        "en": "Player {n} has bid the Two. You say “2 at 61”, and then everybody passes. What have you gained?",
    },
    "rule.two61_theirs_prompt": {
        "it": "Hai dichiarato il Due. Il Giocatore {n} dice «2 a 61», e poi passano tutti, anche tu. Come va a finire?",
        "en": "You have bid the Two. Player {n} says “2 at 61”, and then everybody passes, you too. How does it end?",
    },
    "rule.two61.you_61": {"it": "Chiami tu, e alla tua coppia bastano 61 punti, come per il Due",
                          "en": "You call, and your side needs 61 points, as for the Two"},
    "rule.two61.you_62": {"it": "Chiami tu, ma alla tua coppia servono 62 punti",
                          "en": "You call, but your side needs 62 points"},
    "rule.two61.they_61": {"it": "Chiama il Giocatore {n}, e alla sua coppia bastano 61 punti, come per il Due",
                           "en": "Player {n} calls, and their side needs 61 points, as for the Two"},
    "rule.two61.they_62": {"it": "Chiama il Giocatore {n}, ma alla sua coppia servono 62 punti",
                           "en": "Player {n} calls, but their side needs 62 points"},
    "rule.two61_why": {
        "it": "Al nostro tavolo, dopo il Due si sale sui punti, e il primo gradino, «2 a 61», chiede gli stessi 61 punti del Due: lo batte solo perché viene dopo. Chi lo dice vince l'asta senza promettere di più, e sceglie lui la briscola e il compagno.",
        "en": "At our table, after the Two the bids go on in points, and the first step, “2 at 61”, asks for the same 61 points as the Two: it beats the Two only because it comes after it. Whoever says it wins the auction without promising more, and chooses the trump suit and the partner.",
    },
    "rule.call_prompt": {
        "it": "Hai vinto l'asta con {rank:the} e chiami {suit}: la briscola è {suit}. Queste sono le tue carte. Chi è il tuo compagno?",
        "en": "You won the auction with {rank:the} and call {suit}: trumps are {suit}. These are your cards. Who is your partner?",
    },
    "rule.partner_is.holder": {"it": "Chi ha {card:the}: lo si saprà quando la gioca", "en": "Whoever holds {card:the}: known when it is played"},
    "rule.partner_is.alone": {"it": "Nessuno: {card:the} ce l'hai tu, giochi da solo", "en": "Nobody: you hold {card:the}, you play alone"},
    "rule.partner_is.right": {"it": "Il giocatore alla tua destra", "en": "The player on your right"},
    "rule.partner_is.highest": {"it": "Chi ha la carta più forte di {suit}", "en": "Whoever holds the strongest {suit}"},
    "rule.call_why": {
        "it": "La carta chiamata è {card:the}: il valore con cui hai vinto l'asta, nel seme che hai scelto. Il tuo compagno è chi ce l'ha, e nessuno lo sa finché non la gioca.",
        "en": "The called card is {card:the}: the rank you won the auction with, in the suit you chose. Your partner is whoever holds it, and nobody knows until it is played.",
    },
    "rule.call_alone_why": {
        "it": "La carta chiamata è {card:the}, il valore dell'asta nel seme scelto, e ce l'hai in mano tu: giochi da solo contro quattro, e gli altri non lo sanno finché non la giochi.",
        "en": "The called card is {card:the}, the auction's rank in the chosen suit, and it is in your hand: you play alone against four, and the others do not know until you play it.",
    },
    "rule.first_lead_prompt": {
        "it": "Briscola Chiamata: fatta la chiamata, chi gioca la prima carta?",
        "en": "Briscola Chiamata: once the call is made, who plays the first card?",
    },
    "rule.leads.right": {"it": "Il giocatore alla destra del mazziere", "en": "The player on the dealer's right"},
    "rule.leads.caller": {"it": "Chi ha vinto l'asta", "en": "The auction's winner"},
    "rule.leads.dealer": {"it": "Il mazziere", "en": "The dealer"},
    "rule.leads.partner": {"it": "Il compagno del chiamante", "en": "The caller's partner"},
    "rule.first_lead_why": {
        "it": "Come nella Briscola classica, apre il giocatore alla destra del mazziere, e si gira in senso antiorario.",
        "en": "As in classic Briscola, the player on the dealer's right leads, and play goes counterclockwise.",
    },
    "rule.chiamata_tricks_prompt": {
        "it": "Briscola Chiamata in cinque: quante prese ci sono in una smazzata?",
        "en": "Briscola Chiamata for five: how many tricks are there in a hand?",
    },
    "rule.chiamata_tricks_why": {
        "it": "Otto carte a testa e nessun mazzo: otto prese da cinque carte.",
        "en": "Eight cards each and no deck: eight tricks of five cards.",
    },
    "rule.buio_prompt": {
        "it": "Prima mano al buio: la prima presa si gioca senza sapere la briscola. Tocca a {who}: {where} e ha in mano {card:the}. Può giocarlo adesso?",
        "en": "Prima mano al buio: the first trick is played with trumps unknown. It is the turn of {who}, who {where} and holds {card:the}. May they play it now?",
    },
    "rule.buio_caller": {"it": "chi ha vinto l'asta", "en": "the auction's winner"},
    "rule.buio_other": {"it": "un giocatore che non ha vinto l'asta", "en": "a player who did not win the auction"},
    "rule.buio_at_0": {"it": "apre la presa", "en": "leads the trick"},
    "rule.buio_at_1": {"it": "gioca la seconda carta", "en": "plays the second card"},
    "rule.buio_at_2": {"it": "gioca la terza carta", "en": "plays the third card"},
    "rule.buio_at_3": {"it": "gioca la quarta carta", "en": "plays the fourth card"},
    "rule.buio_at_4": {"it": "gioca l'ultima carta della presa", "en": "plays the trick's last card"},
    "rule.buio_why": {
        "it": "Nella prima presa al buio nessuno può giocare un Due, tranne chi ha vinto l'asta, e solo come ultima carta della presa.",
        "en": "In the first trick al buio nobody may play a Two, except the auction's winner, and only as the trick's last card.",
    },
    "rule.monte_call_prompt": {
        "it": "Siciliana col monte: chi ha vinto l'asta chiama una carta. Quale può chiamare?",
        "en": "Siciliana col monte: the auction's winner calls a card. Which may they call?",
    },
    "rule.monte_call.any": {"it": "Una carta qualunque", "en": "Any card"},
    "rule.monte_call.two": {"it": "Solo un Due", "en": "Only a Two"},
    "rule.monte_call.ace": {"it": "Solo un Asso", "en": "Only an Ace"},
    "rule.monte_call.own": {"it": "Solo una carta che ha in mano", "en": "Only a card in their hand"},
    "rule.monte_call_why": {
        "it": "Col monte l'asta è sui punti, e chi la vince chiama la carta che vuole: il suo seme è la briscola.",
        "en": "Col monte the auction is on points, and its winner calls any card they like: its suit is trumps.",
    },
    "rule.monte_discards_prompt": {
        "it": "Siciliana col monte: chi ha chiamato prende il monte e scarta altrettante carte coperte. A chi vanno alla fine gli scarti?",
        "en": "Siciliana col monte: the caller takes the monte and discards as many cards face down. Who gets the discards in the end?",
    },
    "rule.monte_discards.last": {"it": "A chi fa l'ultima presa", "en": "Whoever takes the last trick"},
    "rule.monte_discards.caller": {"it": "Sempre a chi ha chiamato", "en": "Always the caller"},
    "rule.monte_discards.opponents": {"it": "Sempre agli avversari", "en": "Always the opponents"},
    "rule.monte_discards.nobody": {"it": "A nessuno: non contano", "en": "Nobody: they do not count"},
    "rule.monte_discards_why": {
        "it": "Gli scarti restano coperti fino alla fine e vanno, con i loro punti, a chi fa l'ultima presa.",
        "en": "The discards stay face down to the end and go, with their points, to whoever takes the last trick.",
    },
    "rule.monte_in_monte_prompt": {
        "it": "Siciliana col monte: la carta chiamata era nel monte, e ora è in mano a chi ha chiamato. Che cosa può fare?",
        "en": "Siciliana col monte: the called card was in the monte, and is now in the caller's hand. What may they do?",
    },
    "rule.monte_in_monte.choose": {"it": "Scegliere: giocare da solo, o mostrarla e avere come compagno il vicino di destra", "en": "Choose: play alone, or show it and take the neighbour on the right as partner"},
    "rule.monte_in_monte.redeal": {"it": "Far ridare le carte", "en": "Have the cards dealt again"},
    "rule.monte_in_monte.any_partner": {"it": "Scegliersi un compagno qualunque", "en": "Pick any partner"},
    "rule.monte_in_monte.must_alone": {"it": "Deve per forza giocare da solo", "en": "They must play alone"},
    "rule.monte_in_monte_why": {
        "it": "Quando la carta chiamata è nel monte o in mano a chi ha chiamato, lui sceglie: da solo, o mostrandola, con il vicino di destra come compagno.",
        "en": "When the called card is in the monte or the caller's own hand, the caller chooses: alone, or, showing it, with the neighbour on the right as partner.",
    },

    # -- Briscola a 151 (lesson 11) --------------------------------------------------------
    "rule.five_prompt": {
        "it": "Briscola a 151 in quattro. Date le carte, si sono giocate {tricks} prese, ognuna con le sue pescate: quante carte restano nel mazzo, briscola scoperta compresa?",
        "en": "Briscola a 151 with four players. After the deal, {tricks} tricks have been played, each with its draws: how many cards are left in the deck, the turned briscola card included?",
    },
    "rule.cards_left": {"it": "{n} carte", "en": "{n} cards"},
    "rule.five_why": {
        "it": "A 151 ciascuno riceve {n} carte, non tre: in quattro se ne danno {dealt}, e nel mazzo ne restano 40 − {dealt} = {deck_start}; dopo {tricks} prese se ne sono pescate {drawn}, una a testa per presa: ne restano {deck}.",
        "en": "At 151 each player gets {n} cards, not three: with four players {dealt} are dealt, leaving 40 − {dealt} = {deck_start} in the deck; after {tricks} tricks {drawn} have been drawn, one each a trick: {deck} are left.",
    },
    "rule.accuso_prompt": {
        "it": "Briscola a 151, la briscola è {suit} e tocca a te. Quanti punti puoi accusare, con queste carte?",
        "en": "Briscola a 151, trumps are {suit} and it is your turn. How many points may you declare with these cards?",
    },
    "rule.accuso_why": {
        "it": "Si accusa la coppia Cavallo e Re dello stesso seme: 40 punti se è di briscola ({suit}), 20 se è di un altro seme. Senza una coppia non si accusa niente.",
        "en": "You declare a Knight and a King of one suit: 40 points in trumps ({suit}), 20 in another suit. With no pair there is nothing to declare.",
    },
    "rule.leva_prompt": {
        "it": "Briscola a 151: hai il 7 di briscola e la carta scoperta sotto il mazzo è {card:the}. Puoi fare il sette leva e prenderla?",
        "en": "Briscola a 151: you hold the 7 of trumps and the card turned up under the deck is {card:the}. May you make the sette leva and take it?",
    },
    "rule.leva_why_yes": {
        "it": "In questo corso, con il 7 di briscola si prende la carta scoperta se è un Re, un Cavallo o un carico (Asso o Tre): {card:the} si può prendere.",
        "en": "In this course the 7 of trumps takes the turned card if it is a King, a Knight or a carico (Ace or Three): {card:the} may be taken.",
    },
    "rule.leva_why_no": {
        "it": "In questo corso, con il 7 di briscola si prende la carta scoperta solo se è un Re, un Cavallo o un carico (Asso o Tre): {card:the} non si può prendere.",
        "en": "In this course the 7 of trumps takes the turned card only if it is a King, a Knight or a carico (Ace or Three): {card:the} may not be taken.",
    },
    "rule.leva_why_fante": {
        "it": "Le regole che seguiamo dicono «una carta come il Re o un cavallo, o un carico». In questo corso il Fante non basta: niente scambio con {card:the}. Altri tavoli possono accettarlo.",
        "en": "The rules we follow say «a card such as the King or a Knight, or a carico». In this course the Jack is not enough: no swap for {card:the}. Other tables may allow it.",
    },

    # -- the syllabus's topics these questions check (``syllabus.SYLLABUS``) ---------------
    "syllabus.no_obligation": {"it": "Nessun obbligo di rispondere, prendere o tagliare", "en": "No duty to follow, beat or trump"},
    "syllabus.deal": {"it": "Tre carte a testa, la briscola scoperta sotto il mazzo, pescata per ultima", "en": "Three cards each, the briscola turned under the deck, drawn last"},
    "syllabus.dealer_rotates": {"it": "Il mazziere cambia a ogni smazzata", "en": "The dealer changes every hand"},
    "syllabus.perfect_information": {"it": "In due, a mazzo finito, si sanno le carte dell'altro", "en": "Two players, deck out: each knows the other's cards"},
    "syllabus.no_counting": {"it": "Le prese non si contano durante il gioco", "en": "No counting taken cards during play"},
    "syllabus.first_trick_sign": {"it": "Nessun segno nella prima presa", "en": "No sign in the first trick"},
    "syllabus.chiamata_no_signs": {"it": "Nella Chiamata niente segni, ma battute sì", "en": "No signs in the Chiamata, but jokes allowed"},
    "syllabus.chiamata_deal": {"it": "Chiamata: otto carte a testa, nessuna carta scoperta", "en": "Chiamata: eight cards each, no card turned"},
    "syllabus.redeal": {"it": "Chiamata: se passano tutti, si ridanno le carte", "en": "Chiamata: all pass, the cards are dealt again"},
    "syllabus.chiamata_play": {"it": "Chiamata: otto prese, apre chi è a destra del mazziere", "en": "Chiamata: eight tricks, the dealer's right leads"},
    "syllabus.five_cards": {"it": "A 151: cinque carte in mano", "en": "At 151: five cards in hand"},
    "syllabus.sette_leva": {"it": "Il sette leva", "en": "The sette leva"},
}
