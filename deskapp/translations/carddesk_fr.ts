<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
    <context>
        <name>AgentEditor</name>
        <message>
            <source>Reserves are a whole number from {minimum} to {maximum}.</source>
            <translation>Les réserves sont un nombre entier de {minimum} à {maximum}.</translation>
        </message>
        <message>
            <source>Reserve cards (A-04): one per player plus rewards for past contributions. One buys a temporary aspect, removes a disadvantage, uses a special aspect, restores an exhausted aspect … (A-15, A-22).</source>
            <translation>Cartes de réserve (A-04) : une par joueur plus les récompenses pour les contributions passées. Une réserve achète un aspect temporaire, retire un désavantage, permet un aspect spécial, restaure un aspect épuisé … (A-15, A-22).</translation>
        </message>
        <message>
            <source>What the others see: looks, clothes, manner</source>
            <translation>Ce que voient les autres : allure, vêtements, manières</translation>
        </message>
        <message>
            <source>Appearance (A-01): written on the character card; the portrait is above.</source>
            <translation>Apparence (A-01) : écrite sur la carte de personnage ; le portrait est au-dessus.</translation>
        </message>
        <message>
            <source>Anything else about the agent: background, contacts, secrets</source>
            <translation>Tout le reste sur l’agent : passé, contacts, secrets</translation>
        </message>
        <message>
            <source>Other information on the character card (A-01).</source>
            <translation>Autres informations de la carte de personnage (A-01).</translation>
        </message>
        <message>
            <source>Appearance</source>
            <translation>Apparence</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>A&amp;ppearance and Notes</source>
            <translation>A&amp;pparence et notes</translation>
        </message>
        <message>
            <source>Aspect cards (A-02)</source>
            <translation>Cartes d’aspect (A-02)</translation>
        </message>
        <message>
            <source>Relationship cards toward the other agents (A-03)</source>
            <translation>Cartes de relation envers les autres agents (A-03)</translation>
        </message>
        <message>
            <source>Equipment cards (A-05, A-17)</source>
            <translation>Cartes d’équipement (A-05, A-17)</translation>
        </message>
        <message>
            <source>The character card (A-01)</source>
            <translation>La carte de personnage (A-01)</translation>
        </message>
        <message>
            <source>Re&amp;serves</source>
            <translation>Ré&amp;serves</translation>
        </message>
        <message>
            <source>&amp;Aspects ({count}/{most})</source>
            <translation>&amp;Aspects ({count}/{most})</translation>
        </message>
        <message>
            <source>&amp;Relationships ({count})</source>
            <translation>&amp;Relations ({count})</translation>
        </message>
        <message>
            <source>E&amp;quipment ({count})</source>
            <translation>É&amp;quipement ({count})</translation>
        </message>
        <message>
            <source>Set reserves to {count}</source>
            <translation>Mettre les réserves à {count}</translation>
        </message>
        <message>
            <source>Edit appearance</source>
            <translation>Modifier l’apparence</translation>
        </message>
        <message>
            <source>Edit notes</source>
            <translation>Modifier les notes</translation>
        </message>
    </context>
    <context>
        <name>AgentPanel</name>
        <message>
            <source>This agent tests next (A)</source>
            <translation>Cet agent fait le prochain test (A)</translation>
        </message>
        <message>
            <source>Spend</source>
            <translation>Dépenser</translation>
        </message>
        <message>
            <source>Spend a reserve: a detail, an item, reaching the others, a vote (A-15)</source>
            <translation>Dépenser une réserve : un détail, un objet, rejoindre les autres, un vote (A-15)</translation>
        </message>
        <message>
            <source>Give</source>
            <translation>Donner</translation>
        </message>
        <message>
            <source>Give a reserve to an agent who trusts this one (A-42)</source>
            <translation>Donner une réserve à un agent qui fait confiance à celui-ci (A-42)</translation>
        </message>
        <message>
            <source>Reserves {count}</source>
            <translation>Réserves {count}</translation>
        </message>
        <message>
            <source>To {name}</source>
            <translation>À {name}</translation>
        </message>
        <message>
            <source>Replenish</source>
            <translation>Réapprovisionner</translation>
        </message>
        <message>
            <source>Restore</source>
            <translation>Restaurer</translation>
        </message>
        <message>
            <source>The equipment was bought, looted or repaired (A-17)</source>
            <translation>L’équipement a été acheté, pillé ou réparé (A-17)</translation>
        </message>
        <message>
            <source>Spend a reserve to restore this aspect or relationship (A-22, A-41)</source>
            <translation>Dépenser une réserve pour restaurer cet aspect ou cette relation (A-22, A-41)</translation>
        </message>
        <message>
            <source>Click: describe it in the test (A-10), again: exhaust it for an advantage (A-11)</source>
            <translation>Clic : le décrire dans le test (A-10), nouveau clic : l’épuiser contre un avantage (A-11)</translation>
        </message>
        <message>
            <source>Equipment works as an aspect beside a fitting character aspect (A-17)</source>
            <translation>L’équipement fonctionne comme un aspect avec un aspect du personnage qui lui correspond (A-17)</translation>
        </message>
        <message>
            <source>Trust is used as an ordinary aspect while cooperating with {name} (A-42)</source>
            <translation>La confiance sert d’aspect ordinaire en coopérant avec {name} (A-42)</translation>
        </message>
        <message>
            <source>The Coordinator uses it (+1 card, a black one is discarded), exhausts it (a disadvantage, A-12), or a reserve ignores it for the scene (A-15)</source>
            <translation>Le Coordinateur l’utilise (+1 carte, une noire est défaussée), l’épuise (un désavantage, A-12), ou une réserve le fait ignorer pour la scène (A-15)</translation>
        </message>
        <message>
            <source> — a special aspect costs one reserve to use (A-15)</source>
            <translation> — utiliser un aspect spécial coûte une réserve (A-15)</translation>
        </message>
        <message>
            <source> — exhausted: it still adds its card but gives no advantage (A-13)</source>
            <translation> — épuisé : il ajoute toujours sa carte mais ne donne aucun avantage (A-13)</translation>
        </message>
        <message>
            <source>{agent} → {toward}: {before} → {after} on {on}: {reason}</source>
            <translation>{agent} → {toward} : {before} → {after} le {on} : {reason}</translation>
        </message>
        <message>
            <source>No relationship has changed yet (A-24)</source>
            <translation>Aucune relation n’a encore changé (A-24)</translation>
        </message>
        <message>
            <source> (exhausted)</source>
            <translation> (épuisée)</translation>
        </message>
        <message>
            <source>→ {toward}: {relation}</source>
            <translation>→ {toward} : {relation}</translation>
        </message>
    </context>
    <context>
        <name>AgentsCheck</name>
        <message>
            <source>positive aspects described; each draws a card (rule A-10)</source>
            <translation>aspects positifs décrits ; chacun fait piocher une carte (A-10)</translation>
        </message>
        <message>
            <source>of those, exhausted for advantages; each removes a complication (A-11, A-16)</source>
            <translation>parmi eux, ceux épuisés pour un avantage ; chacun retire une complication (A-11, A-16)</translation>
        </message>
        <message>
            <source>temporary aspects bought with reserves; each draws a card (A-15)</source>
            <translation>aspects temporaires achetés avec des réserves ; chacun fait piocher une carte (A-15)</translation>
        </message>
        <message>
            <source>negative aspects the Coordinator uses; each draws a card, a black one is discarded (A-12)</source>
            <translation>aspects négatifs utilisés par le Coordinateur ; chacun fait piocher une carte, défaussée si elle est noire (A-12)</translation>
        </message>
        <message>
            <source>of those, exhausted as disadvantages; each removes a success (A-12, A-16)</source>
            <translation>parmi eux, ceux épuisés comme désavantage ; chacun retire une réussite (A-12, A-16)</translation>
        </message>
        <message>
            <source>partially distrusted agents present; each draws a card, a black one is discarded (A-44)</source>
            <translation>agents présents envers qui la méfiance est partielle ; chacun fait piocher une carte, défaussée si elle est noire (A-44)</translation>
        </message>
        <message>
            <source>other advantages: betrayed full trust (A-43), a distrusted attacker (A-45)</source>
            <translation>autres avantages : confiance totale trahie (A-43), attaquant dont on se méfie (A-45)</translation>
        </message>
        <message>
            <source>partial trusts betrayed by this test; each is one extra success (A-43)</source>
            <translation>confiances partielles trahies par ce test ; chacune donne une réussite de plus (A-43)</translation>
        </message>
        <message>
            <source>threat factors; each removes a success (A-31)</source>
            <translation>facteurs menaçants ; chacun retire une réussite (A-31)</translation>
        </message>
        <message>
            <source>the cards drawn at the table, in draw order: the base card, one per aspect, per temporary aspect, per negative aspect, per distrust (mirror mode); without it the cards come from a freshly shuffled deck</source>
            <translation>les cartes piochées à la table, dans l’ordre : la carte de base, puis une par aspect, par aspect temporaire, par aspect négatif, par méfiance (mode miroir) ; sans cette option, les cartes viennent d’un paquet fraîchement mélangé</translation>
        </message>
        <message>
            <source>seed the shuffle, to repeat a draw exactly</source>
            <translation>graine du mélange, pour refaire exactement un tirage</translation>
        </message>
        <message>
            <source>a table option, such as disadvantage_draw=remove_success or deck=standard54 (repeat for more)</source>
            <translation>une option de la table, par exemple disadvantage_draw=remove_success ou deck=standard54 (à répéter pour en donner plusieurs)</translation>
        </message>
        <message>
            <source>the table's deck</source>
            <translation>le paquet de la table</translation>
        </message>
        <message numerus="yes">
            <source>--cards holds %n card(s) but this test draws {needed} ({draw})</source>
            <translation>
                <numerusform>--cards donne %n carte mais ce test en pioche {needed} ({draw})</numerusform>
                <numerusform>--cards donne %n cartes mais ce test en pioche {needed} ({draw})</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is given twice in --cards: a card is drawn only once</source>
            <translation>{card} figure deux fois dans --cards : une carte n’est piochée qu’une fois</translation>
        </message>
        <message>
            <source>{card} is not in {deck}</source>
            <translation>{card} n’est pas dans le paquet : {deck}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucune</translation>
        </message>
        <message>
            <source>Drawn ({draw}): {cards}</source>
            <translation>Piochées ({draw}) : {cards}</translation>
        </message>
        <message>
            <source>Kept: {cards}</source>
            <translation>Gardées : {cards}</translation>
        </message>
        <message>
            <source>Removed by advantages and disadvantages: {cards}</source>
            <translation>Retirées par les avantages et désavantages : {cards}</translation>
        </message>
        <message>
            <source>Discarded (black cards of negative aspects or distrust): {cards}</source>
            <translation>Défaussées (cartes noires des aspects négatifs ou de la méfiance) : {cards}</translation>
        </message>
        <message numerus="yes">
            <source>Betrayed partial trust: %n extra success(es)</source>
            <translation>
                <numerusform>Confiance partielle trahie : %n réussite de plus</numerusform>
                <numerusform>Confiance partielle trahie : %n réussites de plus</numerusform>
            </translation>
        </message>
        <message>
            <source>Result: {successes}, {complications} — {reading}</source>
            <translation>Résultat : {successes}, {complications} — {reading}</translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n réussite</numerusform>
                <numerusform>%n réussites</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s)</source>
            <translation>
                <numerusform>%n complication</numerusform>
                <numerusform>%n complications</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AgentsDriver</name>
        <message>
            <source>field 'choices.{name}' is for a test in counts; this test was described by name</source>
            <translation>le champ 'choices.{name}' est pour un test en nombres ; ce test a été décrit par noms</translation>
        </message>
        <message>
            <source>field 'choices.{name}' must be a list of names for a test described by name, not {value}</source>
            <translation>le champ 'choices.{name}' doit être une liste de noms pour un test décrit par noms, pas {value}</translation>
        </message>
        <message>
            <source>the choices of a test in counts are {known}, not '{name}'</source>
            <translation>les choix d’un test en nombres sont {known}, pas '{name}'</translation>
        </message>
        <message>
            <source>field 'choices.{name}' must be a whole number for a test in counts, not a list</source>
            <translation>le champ 'choices.{name}' doit être un nombre entier pour un test en nombres, pas une liste</translation>
        </message>
        <message>
            <source>{agent} has no relationship card toward {toward}</source>
            <translation>{agent} n’a pas de carte de relation envers {toward}</translation>
        </message>
        <message>
            <source>{agent} does not play in this mission</source>
            <translation>{agent} ne joue pas dans cette mission</translation>
        </message>
        <message>
            <source>an Agents session's setup must list its agents</source>
            <translation>la mise en place d’une séance d’Agents doit lister ses agents</translation>
        </message>
        <message>
            <source>unknown field '{key}' in the session's setup</source>
            <translation>champ inconnu '{key}' dans la mise en place de la séance</translation>
        </message>
        <message>
            <source>the setup's '{key}' must be true or false, not {value}</source>
            <translation>le champ '{key}' de la mise en place doit être true ou false, pas {value}</translation>
        </message>
        <message>
            <source>a mission log must be a JSON object</source>
            <translation>un journal de mission doit être un objet JSON</translation>
        </message>
        <message>
            <source>the mission holds only {agent}'s name, not its cards: describe the test in counts</source>
            <translation>la mission ne connaît que le nom de {agent}, pas ses cartes : décrivez le test en nombres</translation>
        </message>
        <message>
            <source>a draw describes the test by 'plan' or in counts by 'setup'</source>
            <translation>un tirage décrit le test par noms ('plan') ou en nombres ('setup')</translation>
        </message>
        <message>
            <source>this session draws from the app's shuffled deck; typing the drawn cards is for mirror sessions</source>
            <translation>cette séance pioche dans le paquet mélangé par l’application ; saisir les cartes piochées, c’est pour le mode miroir</translation>
        </message>
        <message>
            <source>this session mirrors the real deck: type the cards drawn, such as {cards} or {typed}</source>
            <translation>cette séance suit le vrai paquet en mode miroir : saisissez les cartes piochées, par exemple {cards} ou {typed}</translation>
        </message>
        <message>
            <source>a described test takes Coordinator reserves in its choices and seeking danger in its plan</source>
            <translation>un test décrit prend les réserves du Coordinateur dans ses choix et la recherche du danger dans sa description</translation>
        </message>
        <message>
            <source>action 'resolve': {problem}</source>
            <translation>action 'resolve' : {problem}</translation>
        </message>
        <message>
            <source>'raised' must be a whole number from 0, not {value}</source>
            <translation>'raised' doit être un nombre entier à partir de 0, pas {value}</translation>
        </message>
        <message>
            <source>relationship changes need the date they are written on ('on': YYYY-MM-DD)</source>
            <translation>les changements de relation ont besoin de leur date d’écriture ('on' : AAAA-MM-JJ)</translation>
        </message>
        <message>
            <source>taking a card back is for mirror sessions: this session draws from the app's shuffled deck</source>
            <translation>reprendre une carte, c’est pour le mode miroir : cette séance pioche dans le paquet mélangé par l’application</translation>
        </message>
        <message>
            <source>take back one card, not {value}</source>
            <translation>reprenez une seule carte, pas {value}</translation>
        </message>
        <message>
            <source>mission-log events carry their cards, so only mirror sessions play them</source>
            <translation>les événements d’un journal de mission portent leurs cartes : seules les séances en mode miroir les jouent</translation>
        </message>
        <message>
            <source>the relationship changes of a mission-log scene end need their date ('on')</source>
            <translation>les changements de relation d’une fin de scène du journal de mission ont besoin de leur date ('on')</translation>
        </message>
        <message>
            <source>no test is being played: draw its cards first</source>
            <translation>aucun test n’est en cours : piochez d’abord ses cartes</translation>
        </message>
        <message>
            <source>'{key}' must be a name or text, not {value}</source>
            <translation>'{key}' doit être un nom ou un texte, pas {value}</translation>
        </message>
    </context>
    <context>
        <name>AgentsHistory</name>
        <message>
            <source>; </source>
            <comment>between the parts of a history line</comment>
            <translation> ; </translation>
        </message>
        <message>
            <source>'{text}'</source>
            <translation>« {text} »</translation>
        </message>
        <message>
            <source>red</source>
            <translation>rouge</translation>
        </message>
        <message>
            <source>black</source>
            <translation>noire</translation>
        </message>
        <message>
            <source>{card} ({colour})</source>
            <translation>{card} ({colour})</translation>
        </message>
        <message>
            <source>{agent} draws {cards}</source>
            <translation>{agent} pioche {cards}</translation>
        </message>
        <message>
            <source>{successes}, {complications} ({reading})</source>
            <translation>{successes}, {complications} ({reading})</translation>
        </message>
        <message>
            <source>kept {cards}</source>
            <translation>gardées : {cards}</translation>
        </message>
        <message>
            <source>removed {cards}</source>
            <translation>retirées : {cards}</translation>
        </message>
        <message>
            <source>discarded {cards}</source>
            <translation>défaussées : {cards}</translation>
        </message>
        <message>
            <source>exhausted {aspects}</source>
            <translation>épuisés : {aspects}</translation>
        </message>
        <message>
            <source>new negative aspect {aspects}</source>
            <translation>nouvel aspect négatif : {aspects}</translation>
        </message>
        <message>
            <source>new negative aspects {aspects}</source>
            <translation>nouveaux aspects négatifs : {aspects}</translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s) became negative aspect(s)</source>
            <translation>
                <numerusform>%n complication est devenue un aspect négatif</numerusform>
                <numerusform>%n complications sont devenues des aspects négatifs</numerusform>
            </translation>
        </message>
        <message>
            <source>{agent}'s test: {result}</source>
            <translation>Test de {agent} : {result}</translation>
        </message>
        <message>
            <source>{agent}'s cards go back on the deck</source>
            <translation>Les cartes de {agent} retournent dans le paquet</translation>
        </message>
        <message>
            <source>An interrupted rest: {agents}</source>
            <translation>Repos interrompu : {agents}</translation>
        </message>
        <message>
            <source>A rest: {agents}</source>
            <translation>Repos : {agents}</translation>
        </message>
        <message numerus="yes">
            <source>+%n complication mark(s)</source>
            <translation>
                <numerusform>+%n complication due au repos</numerusform>
                <numerusform>+%n complications dues au repos</numerusform>
            </translation>
        </message>
        <message>
            <source>{agent} restores {aspects}</source>
            <translation>{agent} restaure {aspects}</translation>
        </message>
        <message>
            <source>Scene {number} ends</source>
            <translation>Fin de la scène {number}</translation>
        </message>
        <message>
            <source>{agent} → {toward}: {relation} ({reason})</source>
            <translation>{agent} → {toward} : {relation} ({reason})</translation>
        </message>
        <message>
            <source>{agent} spends a reserve to restore '{aspect}'</source>
            <translation>{agent} dépense une réserve pour restaurer « {aspect} »</translation>
        </message>
        <message>
            <source>{agent} spends a reserve to {purpose}</source>
            <translation>{agent} dépense une réserve pour {purpose}</translation>
        </message>
        <message>
            <source>{giver} gives {receiver} a reserve</source>
            <translation>{giver} donne une réserve à {receiver}</translation>
        </message>
        <message>
            <source>{agent}'s '{equipment}' is replenished</source>
            <translation>{agent} : l’équipement « {equipment} » est réapprovisionné</translation>
        </message>
        <message>
            <source>A fresh deck: every card shuffled into a new draw pile</source>
            <translation>Nouveau paquet : toutes les cartes mélangées dans une nouvelle pioche</translation>
        </message>
        <message>
            <source>the discard pile</source>
            <translation>de la défausse</translation>
        </message>
        <message>
            <source>the success pile</source>
            <translation>de la pile des réussites</translation>
        </message>
        <message>
            <source>the complication pile</source>
            <translation>de la pile des complications</translation>
        </message>
        <message>
            <source>Correction: {card} taken from {pile} back onto the draw pile</source>
            <translation>Correction : {card} reprise {pile} et remise dans la pioche</translation>
        </message>
        <message>
            <source>{agent}'s test: {cards}</source>
            <translation>Test de {agent} : {cards}</translation>
        </message>
        <message>
            <source>Rest: {agents}</source>
            <translation>Repos : {agents}</translation>
        </message>
        <message>
            <source>The end of scene {number}</source>
            <translation>Fin de la scène {number}</translation>
        </message>
        <message>
            <source>A fresh deck</source>
            <translation>Nouveau paquet</translation>
        </message>
        <message>
            <source>Threat level {level}</source>
            <translation>niveau de Menace {level}</translation>
        </message>
        <message>
            <source>milestone {number}</source>
            <translation>jalon {number}</translation>
        </message>
        <message>
            <source>the mission ends: {outcome}</source>
            <translation>la mission se termine : {outcome}</translation>
        </message>
        <message>
            <source>the outcome is final</source>
            <translation>le résultat est définitif</translation>
        </message>
        <message>
            <source>The Coordinator</source>
            <translation>Le Coordinateur</translation>
        </message>
    </context>
    <context>
        <name>AgentsMission</name>
        <message>
            <source>event {number}: {message}</source>
            <translation>événement {number} : {message}</translation>
        </message>
        <message>
            <source>the draw pile</source>
            <translation>la pioche</translation>
        </message>
        <message>
            <source>the discard pile</source>
            <translation>la défausse</translation>
        </message>
        <message>
            <source>the cards on the table</source>
            <translation>les cartes sur la table</translation>
        </message>
        <message>
            <source>the success pile</source>
            <translation>la pile des réussites</translation>
        </message>
        <message>
            <source>the complication pile</source>
            <translation>la pile des complications</translation>
        </message>
        <message>
            <source>{card} taken back from the discard pile</source>
            <translation>{card} reprise de la défausse</translation>
        </message>
        <message>
            <source>{card} taken back from the success pile</source>
            <translation>{card} reprise de la pile des réussites</translation>
        </message>
        <message>
            <source>{card} taken back from the complication pile</source>
            <translation>{card} reprise de la pile des complications</translation>
        </message>
        <message>
            <source>{card} was already drawn: it lies on the table</source>
            <translation>{card} a déjà été piochée : elle est sur la table</translation>
        </message>
        <message>
            <source>{card} was already drawn: it is in the success pile</source>
            <translation>{card} a déjà été piochée : elle est dans la pile des réussites</translation>
        </message>
        <message>
            <source>{card} was already drawn: it is in the complication pile</source>
            <translation>{card} a déjà été piochée : elle est dans la pile des complications</translation>
        </message>
        <message>
            <source>{card} was already drawn: it is in another pile ({pile})</source>
            <translation>{card} a déjà été piochée : elle est ailleurs ({pile})</translation>
        </message>
        <message>
            <source>{agent} has no relationship card toward itself</source>
            <translation>{agent} n’a pas de carte de relation envers soi-même</translation>
        </message>
        <message numerus="yes">
            <source>this test draws %n card(s) ({draw}), not {given}</source>
            <translation>
                <numerusform>ce test pioche %n carte ({draw}), pas {given}</numerusform>
                <numerusform>ce test pioche %n cartes ({draw}), pas {given}</numerusform>
            </translation>
        </message>
        <message>
            <source>{problem}; start a fresh deck — the success and complication piles are kept as counts</source>
            <translation>{problem} ; prenez un nouveau paquet — les piles des réussites et des complications sont gardées en nombres</translation>
        </message>
        <message>
            <source>{card} is already in the draw pile: there is nothing to take back</source>
            <translation>{card} est déjà dans la pioche : il n’y a rien à reprendre</translation>
        </message>
        <message>
            <source>{card} lies on the table with the test being played: a correction leaves it alone</source>
            <translation>{card} est sur la table avec le test en cours : une correction n’y touche pas</translation>
        </message>
        <message>
            <source>{card} is not where the log says ({source}) but in {pile}</source>
            <translation>{card} n’est pas là où le dit le journal ({source}) mais ailleurs : {pile}</translation>
        </message>
        <message>
            <source>this log is for the '{system}' system, not 'agents'</source>
            <translation>ce journal est pour le système '{system}', pas 'agents'</translation>
        </message>
        <message>
            <source>unknown field '{key}' in the mission log (known: system, name, agents, options, start_threat, coordinator_rewards, events)</source>
            <translation>champ inconnu '{key}' dans le journal de mission (champs connus : system, name, agents, options, start_threat, coordinator_rewards, events)</translation>
        </message>
        <message>
            <source>the mission log needs a list of 'events'</source>
            <translation>le journal de mission a besoin d’une liste d’événements 'events'</translation>
        </message>
        <message>
            <source>an event must be a JSON object, not {value}</source>
            <translation>un événement doit être un objet JSON, pas {value}</translation>
        </message>
        <message>
            <source>unknown field '{key}' in a take_back event</source>
            <translation>champ inconnu '{key}' dans un événement take_back</translation>
        </message>
        <message>
            <source>'from' must be one of {piles}, not {value}</source>
            <translation>'from' doit être l’un de ceux-ci : {piles}, pas {value}</translation>
        </message>
        <message>
            <source>unknown event type {value} (a mission log has: test, rest, scene_end, fresh_deck, take_back)</source>
            <translation>type d’événement inconnu {value} (un journal de mission connaît : test, rest, scene_end, fresh_deck, take_back)</translation>
        </message>
        <message>
            <source>'agents' must be a list of the agents' names</source>
            <translation>'agents' doit être la liste des noms des agents</translation>
        </message>
        <message>
            <source>agents[{index}] must be a name, not {value}</source>
            <translation>agents[{index}] doit être un nom, pas {value}</translation>
        </message>
        <message>
            <source>{card} lies in the {pile}, which is the mission's score: its cards stay there</source>
            <translation>{card} fait partie du score de la mission ({pile}) : ces cartes restent où elles sont</translation>
        </message>
        <message>
            <source>drawn cards are not shuffled back: the discard pile becomes the draw pile only when the draw pile runs out</source>
            <translation>les cartes tirées ne sont pas remélangées : la défausse ne devient la pioche que lorsque la pioche est épuisée</translation>
        </message>
        <message>
            <source>{card} is drawn twice in this test</source>
            <translation>{card} est piochée deux fois dans ce test</translation>
        </message>
        <message>
            <source>{card} is in the discard pile: it comes back only when the draw pile runs out and the discard pile is shuffled into it</source>
            <translation>{card} est dans la défausse : elle ne revient que quand la pioche est vide et que la défausse y est mélangée</translation>
        </message>
        <message>
            <source>{card} is not in the mission deck ({deck})</source>
            <translation>{card} n’est pas dans le paquet de la mission ({deck})</translation>
        </message>
        <message>
            <source>{agent}'s cards are still on the table: resolve or cancel that test first</source>
            <translation>les cartes de {agent} sont encore sur la table : résolvez ou annulez d’abord ce test</translation>
        </message>
        <message>
            <source>no test is being played: draw its cards first</source>
            <translation>aucun test n’est en cours : piochez d’abord ses cartes</translation>
        </message>
        <message>
            <source>a mission has at most {maximum} agents, not {count}: each holds a relationship card toward every other</source>
            <translation>une mission compte au plus {maximum} agents, pas {count} : chacun a une carte de relation envers chacun des autres</translation>
        </message>
        <message>
            <source>an agent's name must be text that is not empty, not {value}</source>
            <translation>le nom d’un agent doit être un texte non vide, pas {value}</translation>
        </message>
        <message>
            <source>two agents in the mission are called '{name}'</source>
            <translation>deux agents de la mission s’appellent « {name} »</translation>
        </message>
        <message>
            <source>a mission needs at least one agent</source>
            <translation>une mission a besoin d’au moins un agent</translation>
        </message>
        <message>
            <source>the Coordinator's rewards must be a whole number from 0, not {value}</source>
            <translation>les récompenses du Coordinateur doivent être un nombre entier à partir de 0, pas {value}</translation>
        </message>
        <message>
            <source>the starting Threat must be a whole number from 0, not {value}</source>
            <translation>la Menace de départ doit être un nombre entier à partir de 0, pas {value}</translation>
        </message>
        <message>
            <source>the final level 'aspects' averages the agents' aspects (rule A-34): every agent of the mission needs its cards, not only a name</source>
            <translation>le dernier niveau 'aspects' fait la moyenne des aspects des agents (A-34) : chaque agent de la mission a besoin de ses cartes, pas seulement d’un nom</translation>
        </message>
        <message>
            <source>a rest needs at least one resting agent (rule A-22)</source>
            <translation>un repos demande au moins un agent qui se repose (A-22)</translation>
        </message>
        <message>
            <source>'interrupted' must be true or false, not {value}</source>
            <translation>'interrupted' doit être true ou false, pas {value}</translation>
        </message>
        <message>
            <source>{agent} cannot rest near {other}, whom {agent} fully distrusts (rule A-44)</source>
            <translation>{agent} ne peut pas se reposer près de {other}, dont {agent} se méfie totalement (A-44)</translation>
        </message>
        <message>
            <source>'restore' must map agents to the aspects they restore</source>
            <translation>'restore' doit associer aux agents les aspects qu’ils restaurent</translation>
        </message>
        <message>
            <source>the mission holds only {agent}'s name, not its aspects</source>
            <translation>la mission ne connaît que le nom de {agent}, pas ses aspects</translation>
        </message>
        <message>
            <source>the aspects {agent} restores must be a list of texts</source>
            <translation>les aspects que {agent} restaure doivent être une liste de textes</translation>
        </message>
        <message>
            <source>{agent} does not rest, so restores nothing (rule A-22)</source>
            <translation>{agent} ne se repose pas et ne restaure donc rien (A-22)</translation>
        </message>
        <message>
            <source>'relationships' must be a list of changes</source>
            <translation>'relationships' doit être une liste de changements</translation>
        </message>
        <message>
            <source>a relationship change must be an object, not {value}</source>
            <translation>un changement de relation doit être un objet, pas {value}</translation>
        </message>
        <message>
            <source>{agent}'s relationship toward {toward} changes twice at one scene end</source>
            <translation>la relation de {agent} envers {toward} change deux fois à une même fin de scène</translation>
        </message>
        <message>
            <source>the change starts from {before} but {agent}'s card toward {toward} says {level}</source>
            <translation>le changement part de « {before} » mais la carte de {agent} envers {toward} indique « {level} »</translation>
        </message>
        <message>
            <source>{agent} toward {toward}: {problem}</source>
            <translation>{agent} envers {toward} : {problem}</translation>
        </message>
        <message>
            <source>{agent} cannot give a reserve to itself</source>
            <translation>{agent} ne peut pas se donner une réserve à soi-même</translation>
        </message>
        <message>
            <source>Coordinator reserves raise the Threat only as threat factors acting in this test (rule A-31)</source>
            <translation>les réserves du Coordinateur n’augmentent la Menace que sous forme de facteurs menaçants agissant dans ce test (A-31)</translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) (disadvantages) exceed the Threat level {threat} plus {reserves} Coordinator reserves: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n facteur menaçant (désavantage) dépasse le niveau de Menace {threat} plus {reserves} réserves du Coordinateur : seuls les agents qui cherchent le danger en affrontent davantage (A-31)</numerusform>
                <numerusform>%n facteurs menaçants (désavantages) dépassent le niveau de Menace {threat} plus {reserves} réserves du Coordinateur : seuls les agents qui cherchent le danger en affrontent davantage (A-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) (disadvantages) exceed the Threat level {threat}: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n facteur menaçant (désavantage) dépasse le niveau de Menace {threat} : seuls les agents qui cherchent le danger en affrontent davantage (A-31)</numerusform>
                <numerusform>%n facteurs menaçants (désavantages) dépassent le niveau de Menace {threat} : seuls les agents qui cherchent le danger en affrontent davantage (A-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the Coordinator has %n reserve(s), not {asked} (rule A-07)</source>
            <translation>
                <numerusform>le Coordinateur a %n réserve, pas {asked} (A-07)</numerusform>
                <numerusform>le Coordinateur a %n réserves, pas {asked} (A-07)</numerusform>
            </translation>
        </message>
        <message>
            <source>'danger' must be true or false, not {value}</source>
            <translation>'danger' doit être true ou false, pas {value}</translation>
        </message>
        <message numerus="yes">
            <source>{agent}'s test has %n card(s) but needs at least {needed} ({draw})</source>
            <translation>
                <numerusform>le test de {agent} a %n carte mais il en faut au moins {needed} ({draw})</numerusform>
                <numerusform>le test de {agent} a %n cartes mais il en faut au moins {needed} ({draw})</numerusform>
            </translation>
        </message>
        <message>
            <source>'{key}' must be a list of drawn cards such as ["QH"], not {value}</source>
            <translation>'{key}' doit être une liste de cartes piochées, par exemple ["QH"], pas {value}</translation>
        </message>
        <message>
            <source>{value} is not a card</source>
            <translation>{value} n’est pas une carte</translation>
        </message>
        <message>
            <source>unknown agent {value} (agents: {agents})</source>
            <translation>agent inconnu {value} (agents : {agents})</translation>
        </message>
        <message>
            <source>{problem}; only agents test, never the Coordinator (rule A-20)</source>
            <translation>{problem} ; seuls les agents font des tests, jamais le Coordinateur (A-20)</translation>
        </message>
        <message>
            <source>the present agents must be a list of names, not {value}</source>
            <translation>les agents présents doivent être une liste de noms, pas {value}</translation>
        </message>
        <message>
            <source>{agent} is named twice among the resting agents</source>
            <translation>{agent} est cité deux fois parmi les agents qui se reposent</translation>
        </message>
        <message>
            <source>{agent} is named twice among the present agents</source>
            <translation>{agent} est cité deux fois parmi les agents présents</translation>
        </message>
        <message>
            <source>the mission holds only {agent}'s name, not its cards: describe the test in counts</source>
            <translation>la mission ne connaît que le nom de {agent}, pas ses cartes : décrivez le test en nombres</translation>
        </message>
        <message>
            <source>'on' must be a date like 2026-03-14, not {value}</source>
            <translation>'on' doit être une date comme 2026-03-14, pas {value}</translation>
        </message>
        <message>
            <source>{value} is not a relationship (use {known})</source>
            <translation>{value} n’est pas une relation (utilisez {known})</translation>
        </message>
        <message>
            <source>'{key}' is missing</source>
            <translation>'{key}' manque</translation>
        </message>
        <message>
            <source>'{key}' must be text, not {value}</source>
            <translation>'{key}' doit être un texte, pas {value}</translation>
        </message>
        <message>
            <source>'{key}' must be a list, not {value}</source>
            <translation>'{key}' doit être une liste, pas {value}</translation>
        </message>
        <message>
            <source>'{key}' must be a whole number from 0, not {value}</source>
            <translation>'{key}' doit être un nombre entier à partir de 0, pas {value}</translation>
        </message>
        <message>
            <source>unknown field '{key}' (known: {known})</source>
            <translation>champ inconnu '{key}' (champs connus : {known})</translation>
        </message>
        <message>
            <source>{event} by {agent}</source>
            <translation>{event} de {agent}</translation>
        </message>
    </context>
    <context>
        <name>AgentsOdds</name>
        <message numerus="yes">
            <source>this test draws %n card(s) but the draw pile ({draw}) and the discard pile ({discard}) hold only {both}</source>
            <translation>
                <numerusform>ce test pioche %n carte mais la pioche ({draw}) et la défausse ({discard}) n’en contiennent que {both}</numerusform>
                <numerusform>ce test pioche %n cartes mais la pioche ({draw}) et la défausse ({discard}) n’en contiennent que {both}</numerusform>
            </translation>
        </message>
        <message>
            <source>Next milestone with this test</source>
            <translation>Prochain jalon avec ce test</translation>
        </message>
        <message>
            <source>Next Threat level with this test</source>
            <translation>Prochain niveau de Menace avec ce test</translation>
        </message>
    </context>
    <context>
        <name>AgentsPlayers</name>
        <message>
            <source>Reserves</source>
            <translation>Réserves</translation>
        </message>
        <message>
            <source>Aspect ({kind})</source>
            <translation>Aspect ({kind})</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Équipement</translation>
        </message>
        <message>
            <source>Toward {agent}</source>
            <translation>Envers {agent}</translation>
        </message>
        <message>
            <source>{text} (exhausted)</source>
            <translation>{text} (épuisé)</translation>
        </message>
        <message>
            <source>The aspects you describe for your next test</source>
            <translation>Les aspects que vous décrivez pour votre prochain test</translation>
        </message>
        <message>
            <source>Ask the game master to draw</source>
            <translation>Demander au meneur de jeu de tirer</translation>
        </message>
        <message>
            <source>{agent} asks for a test with no aspect</source>
            <translation>{agent} demande un test sans aspect</translation>
        </message>
        <message>
            <source>{agent} asks for a test with {aspects}</source>
            <translation>{agent} demande un test avec : {aspects}</translation>
        </message>
    </context>
    <context>
        <name>AgentsPublic</name>
        <message>
            <source>Scene</source>
            <translation>Scène</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Menace</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>face cachée</translation>
        </message>
        <message>
            <source>Milestones</source>
            <translation>Jalons</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Paquet</translation>
        </message>
        <message numerus="yes">
            <source>%n left</source>
            <translation>
                <numerusform>%n carte restante</numerusform>
                <numerusform>%n cartes restantes</numerusform>
            </translation>
        </message>
        <message>
            <source>Reserves</source>
            <translation>Réserves</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Épuisés</translation>
        </message>
        <message>
            <source>drawn, not sorted yet</source>
            <translation>tirées, pas encore triées</translation>
        </message>
    </context>
    <context>
        <name>AgentsReplay</name>
        <message>
            <source>the Threat leads</source>
            <translation>la Menace mène</translation>
        </message>
        <message>
            <source>the milestones lead</source>
            <translation>les jalons mènent</translation>
        </message>
        <message>
            <source>nobody leads</source>
            <translation>personne ne mène</translation>
        </message>
        <message>
            <source>the agents have the initiative</source>
            <translation>les agents ont l’initiative</translation>
        </message>
        <message>
            <source>the agents are under pressure</source>
            <translation>les agents sont sous pression</translation>
        </message>
        <message>
            <source>a tie</source>
            <translation>égalité</translation>
        </message>
        <message>
            <source>not decided yet</source>
            <translation>pas encore décidée</translation>
        </message>
        <message>
            <source>{outcome} (until this scene ends)</source>
            <translation>{outcome} (jusqu’à la fin de cette scène)</translation>
        </message>
        <message>
            <source>{successes}, {complications}</source>
            <translation>{successes}, {complications}</translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n réussite</numerusform>
                <numerusform>%n réussites</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s)</source>
            <translation>
                <numerusform>%n complication</numerusform>
                <numerusform>%n complications</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{score} (%n from rest)</source>
            <translation>
                <numerusform>{score} (%n due au repos)</numerusform>
                <numerusform>{score} (%n dues au repos)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Replayed %n event(s) of a mission with {agents}; now in scene {scene}.</source>
            <translation>
                <numerusform>%n événement rejoué d’une mission avec {agents} ; scène en cours : {scene}.</numerusform>
                <numerusform>%n événements rejoués d’une mission avec {agents} ; scène en cours : {scene}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Score: {score}; {initiative}.</source>
            <translation>Score : {score} ; {initiative}.</translation>
        </message>
        <message numerus="yes">
            <source>Threat {threat} and %n milestone(s) of {final} (step {step}): {leading}.</source>
            <translation>
                <numerusform>Menace {threat} et %n jalon sur {final} (palier {step}) : {leading}.</numerusform>
                <numerusform>Menace {threat} et %n jalons sur {final} (palier {step}) : {leading}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Threat {threat} and %n milestone(s) of {final} (Threat step {step}, milestone step {milestone_step}): {leading}.</source>
            <translation>
                <numerusform>Menace {threat} et %n jalon sur {final} (palier de Menace {step}, palier des jalons {milestone_step}) : {leading}.</numerusform>
                <numerusform>Menace {threat} et %n jalons sur {final} (palier de Menace {step}, palier des jalons {milestone_step}) : {leading}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Outcome: {outcome}.</source>
            <translation>Issue : {outcome}.</translation>
        </message>
        <message>
            <source>Corrections: {corrections}.</source>
            <translation>Corrections : {corrections}.</translation>
        </message>
        <message>
            <source>success</source>
            <translation>réussite</translation>
        </message>
        <message>
            <source>success, total</source>
            <translation>réussite totale</translation>
        </message>
        <message>
            <source>success, normal</source>
            <translation>réussite normale</translation>
        </message>
        <message>
            <source>success, narrow</source>
            <translation>réussite de justesse</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>échec</translation>
        </message>
        <message>
            <source>failure, total</source>
            <translation>échec total</translation>
        </message>
        <message>
            <source>failure, normal</source>
            <translation>échec normal</translation>
        </message>
        <message>
            <source>failure, narrow</source>
            <translation>échec de justesse</translation>
        </message>
        <message>
            <source>pyrrhic</source>
            <translation>victoire à la Pyrrhus</translation>
        </message>
        <message>
            <source>pyrrhic, narrow</source>
            <translation>victoire à la Pyrrhus, la plus courte des réussites</translation>
        </message>
    </context>
    <context>
        <name>AgentsRules</name>
        <message>
            <source>describe a detail</source>
            <translation>décrire un détail</translation>
        </message>
        <message>
            <source>find an item</source>
            <translation>trouver un objet</translation>
        </message>
        <message>
            <source>get to the others</source>
            <translation>rejoindre les autres</translation>
        </message>
        <message>
            <source>add a vote in a vote</source>
            <translation>ajouter une voix à un vote</translation>
        </message>
        <message>
            <source>present</source>
            <translation>présent</translation>
        </message>
        <message>
            <source>acted against</source>
            <translation>visé par le test</translation>
        </message>
        <message>
            <source>defended against</source>
            <translation>dont on se défend</translation>
        </message>
        <message>
            <source>a test either acts against an agent or answers an attack, not both</source>
            <translation>un test agit contre un agent ou répond à une attaque, pas les deux</translation>
        </message>
        <message>
            <source>{agent} fully trusted {other}, who betrayed that trust in this scene: {agent} cannot act against {other} until the scene ends (rule A-43)</source>
            <translation>{agent} avait une confiance totale en {other}, qui l’a trahie dans cette scène : {agent} ne peut pas agir contre {other} avant la fin de la scène (A-43)</translation>
        </message>
        <message>
            <source>aspects</source>
            <translation>aspects</translation>
        </message>
        <message>
            <source>'{aspect}' is a {kind} aspect: only the Coordinator uses it (rule A-12)</source>
            <translation>« {aspect} » est un aspect {kind} : seul le Coordinateur l’utilise (A-12)</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>équipement</translation>
        </message>
        <message>
            <source>{agent}'s '{item}' is exhausted: exhausted equipment cannot be used at all until it is replenished (rule A-17)</source>
            <translation>l’équipement « {item} » de {agent} est épuisé : un équipement épuisé ne sert plus du tout avant d’être réapprovisionné (A-17)</translation>
        </message>
        <message>
            <source>suppressed</source>
            <translation>méfiance neutralisée</translation>
        </message>
        <message>
            <source>{agent} does not distrust {other}: there is no distrust to suppress (rule A-44)</source>
            <translation>{agent} ne se méfie pas de {other} : il n’y a pas de méfiance à neutraliser (A-44)</translation>
        </message>
        <message>
            <source>{other} is not present: there is no distrust to suppress (rule A-44)</source>
            <translation>{other} n’est pas présent : il n’y a pas de méfiance à neutraliser (A-44)</translation>
        </message>
        <message>
            <source>'{item}' needs at least one character aspect that fits it: describe one of {aspects} (rule A-17)</source>
            <translation>« {item} » a besoin d’au moins un aspect du personnage qui lui corresponde : décrivez l’un de ceux-ci : {aspects} (A-17)</translation>
        </message>
        <message>
            <source>trust</source>
            <translation>confiance</translation>
        </message>
        <message>
            <source>{agent}'s relationship toward {other} is {level}: only trust is used as an ordinary aspect (rule A-42)</source>
            <translation>la relation de {agent} envers {other} est : {level} ; seule la confiance sert d’aspect ordinaire (A-42)</translation>
        </message>
        <message>
            <source>{agent} can use its trust in {other} only while cooperating with {other}, who is not present (rule A-42)</source>
            <translation>{agent} ne peut utiliser sa confiance en {other} qu’en coopérant avec {other}, qui n’est pas présent (A-42)</translation>
        </message>
        <message>
            <source>negative aspects</source>
            <translation>aspects négatifs</translation>
        </message>
        <message>
            <source>'{aspect}' is not a negative aspect (rule A-12)</source>
            <translation>« {aspect} » n’est pas un aspect négatif (A-12)</translation>
        </message>
        <message>
            <source>'{aspect}' is exhausted: the Coordinator cannot use an exhausted negative aspect until rest restores it (rules A-13, A-19)</source>
            <translation>« {aspect} » est épuisé : le Coordinateur ne peut pas utiliser un aspect négatif épuisé avant qu’un repos ne le restaure (A-13, A-19)</translation>
        </message>
        <message>
            <source>'{aspect}' was ignored with a reserve for this scene (rule A-15)</source>
            <translation>« {aspect} » est ignoré grâce à une réserve pour cette scène (A-15)</translation>
        </message>
        <message>
            <source>ignored aspects</source>
            <translation>aspects ignorés</translation>
        </message>
        <message>
            <source>'{aspect}' is ignored but the Coordinator did not use it in this test (rule A-15)</source>
            <translation>« {aspect} » est ignoré mais le Coordinateur ne l’a pas utilisé dans ce test (A-15)</translation>
        </message>
        <message>
            <source>aspects to remove</source>
            <translation>aspects à retirer</translation>
        </message>
        <message>
            <source>'{aspect}' is a permanent limiting aspect: it cannot be removed the usual way (rule A-23)</source>
            <translation>« {aspect} » est un aspect limitant permanent : on ne peut pas le retirer de la manière habituelle (A-23)</translation>
        </message>
        <message>
            <source>'{aspect}' is not a negative aspect to remove (rule A-23)</source>
            <translation>« {aspect} » n’est pas un aspect négatif à retirer (A-23)</translation>
        </message>
        <message numerus="yes">
            <source>this test costs {agent} %n reserve(s) ({costs}) but {agent} has {held} (rule A-15)</source>
            <translation>
                <numerusform>ce test coûte %n réserve à {agent} ({costs}) mais {agent} en a {held} (A-15)</numerusform>
                <numerusform>ce test coûte %n réserves à {agent} ({costs}) mais {agent} en a {held} (A-15)</numerusform>
            </translation>
        </message>
        <message>
            <source>exhausted aspects</source>
            <translation>aspects épuisés</translation>
        </message>
        <message>
            <source>exhausted trust</source>
            <translation>confiance épuisée</translation>
        </message>
        <message>
            <source>{agent} fully distrusts {others}, who is near: no aspect of {agent}'s gives an advantage unless a reserve suppresses the distrust (rule A-44)</source>
            <translation>{agent} se méfie totalement de {others}, qui est tout près : aucun aspect de {agent} ne donne d’avantage tant qu’une réserve ne neutralise pas la méfiance (A-44)</translation>
        </message>
        <message>
            <source>'{aspect}' is already exhausted: it still adds its card, but cannot be exhausted again until restored (rule A-13)</source>
            <translation>« {aspect} » est déjà épuisé : il ajoute toujours sa carte, mais ne peut pas être épuisé à nouveau avant d’être restauré (A-13)</translation>
        </message>
        <message>
            <source>{agent}'s trust in {other} is not used in this test (rule A-42)</source>
            <translation>la confiance de {agent} en {other} n’est pas utilisée dans ce test (A-42)</translation>
        </message>
        <message>
            <source>{agent}'s trust in {other} is already exhausted until restored (rule A-13)</source>
            <translation>la confiance de {agent} en {other} est déjà épuisée jusqu’à ce qu’elle soit restaurée (A-13)</translation>
        </message>
        <message>
            <source>exhausted negative aspects</source>
            <translation>aspects négatifs épuisés</translation>
        </message>
        <message>
            <source>'{aspect}' is not a negative aspect the Coordinator used in this test (rule A-12)</source>
            <translation>« {aspect} » n’est pas un aspect négatif utilisé par le Coordinateur dans ce test (A-12)</translation>
        </message>
        <message>
            <source>'{aspect}' is already exhausted: it cannot give another disadvantage until restored (rule A-13)</source>
            <translation>« {aspect} » est déjà épuisé : il ne peut pas donner d’autre désavantage avant d’être restauré (A-13)</translation>
        </message>
        <message>
            <source>threat factors and Coordinator reserves cannot be below zero</source>
            <translation>les facteurs menaçants et les réserves du Coordinateur ne peuvent pas être négatifs</translation>
        </message>
        <message>
            <source>Coordinator reserves raise the Threat for one agent only as threat factors acting in this test (rule A-31)</source>
            <translation>les réserves du Coordinateur n’augmentent la Menace pour un agent que sous forme de facteurs menaçants agissant dans ce test (A-31)</translation>
        </message>
        <message numerus="yes">
            <source>the Coordinator has %n reserve(s), not {asked} (rule A-07)</source>
            <translation>
                <numerusform>le Coordinateur a %n réserve, pas {asked} (A-07)</numerusform>
                <numerusform>le Coordinateur a %n réserves, pas {asked} (A-07)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) exceed the Threat level {threat} and {reserves} Coordinator reserves: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n facteur menaçant dépasse le niveau de Menace {threat} et les {reserves} réserves du Coordinateur : seuls les agents qui cherchent le danger en affrontent davantage (A-31)</numerusform>
                <numerusform>%n facteurs menaçants dépassent le niveau de Menace {threat} et les {reserves} réserves du Coordinateur : seuls les agents qui cherchent le danger en affrontent davantage (A-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) exceed the Threat level {threat}: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n facteur menaçant dépasse le niveau de Menace {threat} : seuls les agents qui cherchent le danger en affrontent davantage (A-31)</numerusform>
                <numerusform>%n facteurs menaçants dépassent le niveau de Menace {threat} : seuls les agents qui cherchent le danger en affrontent davantage (A-31)</numerusform>
            </translation>
        </message>
        <message>
            <source>betrayal needs the test to act against the trusting agent (rule A-43)</source>
            <translation>une trahison demande que le test agisse contre l’agent qui fait confiance (A-43)</translation>
        </message>
        <message>
            <source>betrayed</source>
            <translation>trahi</translation>
        </message>
        <message>
            <source>{victim} does not trust {agent} ({level}): there is no trust to betray (rule A-43)</source>
            <translation>{victim} ne fait pas confiance à {agent} ({level}) : il n’y a pas de confiance à trahir (A-43)</translation>
        </message>
        <message>
            <source>{victim}'s trust in {agent} is already spent (rules A-13, A-43)</source>
            <translation>la confiance de {victim} en {agent} est déjà épuisée (A-13, A-43)</translation>
        </message>
        <message>
            <source>helper</source>
            <translation>aide</translation>
        </message>
        <message>
            <source>{agent} does not trust {helper} ({level}): only a trusted agent cancels its complications (rule A-42)</source>
            <translation>{agent} ne fait pas confiance à {helper} ({level}) : seul un agent de confiance annule ses complications (A-42)</translation>
        </message>
        <message>
            <source>{helper} is not present to help (rule A-42)</source>
            <translation>{helper} n’est pas présent pour aider (A-42)</translation>
        </message>
        <message>
            <source>partial trust lets {helper} cancel one of {agent}'s complications, not {count}; full trust lets it spend all its successes (rule A-42)</source>
            <translation>la confiance partielle permet à {helper} d’annuler une des complications de {agent}, pas {count} ; la confiance totale lui permet d’y consacrer toutes ses réussites (A-42)</translation>
        </message>
        <message numerus="yes">
            <source>{helper} has %n unspent success(es) drawn in this scene, not {count} (rule A-42)</source>
            <translation>
                <numerusform>{helper} a %n réussite piochée non utilisée dans cette scène, pas {count} (A-42)</numerusform>
                <numerusform>{helper} a %n réussites piochées non utilisées dans cette scène, pas {count} (A-42)</numerusform>
            </translation>
        </message>
        <message>
            <source>hit</source>
            <translation>touché</translation>
        </message>
        <message>
            <source>{agent}'s complications can go to {victim} only when {agent} betrays {victim}'s full trust (rule A-43)</source>
            <translation>les complications de {agent} ne peuvent passer à {victim} que si {agent} trahit la confiance totale de {victim} (A-43)</translation>
        </message>
        <message>
            <source>new negative aspects</source>
            <translation>nouveaux aspects négatifs</translation>
        </message>
        <message>
            <source>a negative aspect made from a complication needs a text (rule A-19)</source>
            <translation>un aspect négatif né d’une complication a besoin d’un texte (A-19)</translation>
        </message>
        <message>
            <source>restored aspects</source>
            <translation>aspects restaurés</translation>
        </message>
        <message numerus="yes">
            <source>an interrupted rest restores at most {limit} of {agent}'s %n exhausted aspect(s) (half, rounded down; rule A-22)</source>
            <translation>
                <numerusform>un repos interrompu restaure au plus {limit} des %n aspect épuisé de {agent} (la moitié, arrondie à l’inférieur) (A-22)</numerusform>
                <numerusform>un repos interrompu restaure au plus {limit} des %n aspects épuisés de {agent} (la moitié, arrondie à l’inférieur) (A-22)</numerusform>
            </translation>
        </message>
        <message>
            <source>'{aspect}' is not exhausted (rule A-22)</source>
            <translation>« {aspect} » n’est pas épuisé (A-22)</translation>
        </message>
        <message>
            <source>'{aspect}' is a {kind} aspect: negative aspects are never restored by reserves, only by rest (rule A-22)</source>
            <translation>« {aspect} » est un aspect {kind} : les aspects négatifs ne sont jamais restaurés par des réserves, seulement par le repos (A-22)</translation>
        </message>
        <message>
            <source>{agent} has no reserve left to restore '{aspect}': reserves never go below zero (rule A-15)</source>
            <translation>{agent} n’a plus de réserve pour restaurer « {aspect} » : les réserves ne descendent jamais sous zéro (A-15)</translation>
        </message>
        <message>
            <source>{agent}'s relationship toward {toward} is not exhausted (rules A-22, A-41)</source>
            <translation>la relation de {agent} envers {toward} n’est pas épuisée (A-22, A-41)</translation>
        </message>
        <message>
            <source>{agent} has no reserve left to restore its relationship toward {toward}: reserves never go below zero (rule A-15)</source>
            <translation>{agent} n’a plus de réserve pour restaurer sa relation envers {toward} : les réserves ne descendent jamais sous zéro (A-15)</translation>
        </message>
        <message>
            <source>a reserve is spent to {purposes}, not {value} (rule A-15)</source>
            <translation>une réserve se dépense pour : {purposes}, pas {value} (A-15)</translation>
        </message>
        <message>
            <source>{agent} has no reserve left to {purpose}: reserves never go below zero (rule A-15)</source>
            <translation>{agent} n’a plus de réserve pour « {purpose} » : les réserves ne descendent jamais sous zéro (A-15)</translation>
        </message>
        <message>
            <source>{receiver} accepts reserves only from an agent it trusts, and its relationship toward {giver} is {level} (rule A-42)</source>
            <translation>{receiver} n’accepte de réserves que d’un agent en qui il a confiance, et sa relation envers {giver} est : {level} (A-42)</translation>
        </message>
        <message>
            <source>partial trust lets {receiver} accept one reserve from {giver} per scene (rule A-42)</source>
            <translation>la confiance partielle permet à {receiver} d’accepter une réserve de {giver} par scène (A-42)</translation>
        </message>
        <message>
            <source>{agent} has no reserve left to give a reserve to {receiver}: reserves never go below zero (rule A-15)</source>
            <translation>{agent} n’a plus de réserve à donner à {receiver} : les réserves ne descendent jamais sous zéro (A-15)</translation>
        </message>
        <message>
            <source>'{item}' is not exhausted (rule A-17)</source>
            <translation>« {item} » n’est pas épuisé (A-17)</translation>
        </message>
        <message>
            <source>'{name}' ({role}) is not another agent in this mission (others: {others})</source>
            <translation>« {name} » ({role}) n’est pas un autre agent de cette mission (les autres : {others})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>'{name}' is named twice ({what})</source>
            <translation>« {name} » est cité deux fois ({what})</translation>
        </message>
        <message>
            <source>'{aspect}' is not an aspect or equipment described in this test: only those are exhausted for an advantage (rules A-11, A-15)</source>
            <translation>« {aspect} » n’est ni un aspect ni un équipement décrit dans ce test : seuls ceux-là s’épuisent pour un avantage (A-11, A-15)</translation>
        </message>
        <message numerus="yes">
            <source>%n temporary aspect(s)</source>
            <translation>
                <numerusform>%n aspect temporaire</numerusform>
                <numerusform>%n aspects temporaires</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n ignored negative aspect(s)</source>
            <translation>
                <numerusform>%n aspect négatif ignoré</numerusform>
                <numerusform>%n aspects négatifs ignorés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n special aspect(s)</source>
            <translation>
                <numerusform>%n aspect spécial</numerusform>
                <numerusform>%n aspects spéciaux</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n suppressed distrust</source>
            <translation>
                <numerusform>%n méfiance neutralisée</numerusform>
                <numerusform>%n méfiances neutralisées</numerusform>
            </translation>
        </message>
        <message>
            <source>'{aspect}' is not one of {agent}'s exhausted aspects that rest restores; special aspects need reserves and equipment needs replenishing (rule A-22)</source>
            <translation>« {aspect} » n’est pas un des aspects épuisés de {agent} que le repos restaure ; les aspects spéciaux demandent des réserves et l’équipement un réapprovisionnement (A-22)</translation>
        </message>
        <message>
            <source>Agents table options 'black' and 'red': {error}</source>
            <translation>options de la table d’Agents 'black' et 'red' : {error}</translation>
        </message>
        <message>
            <source>{name} cannot be below zero, not {value}</source>
            <translation>{name} ne peut pas être négatif, pas {value}</translation>
        </message>
        <message>
            <source>{name} must be at most {maximum}: a test never draws or counts more than the largest deck holds</source>
            <translation>{name} doit valoir au plus {maximum} : un test ne pioche ni ne compte jamais plus que le plus grand paquet n’en contient</translation>
        </message>
        <message numerus="yes">
            <source>%n aspect(s) exhausted for advantages but only {described} described; temporary aspects cannot be exhausted (rules A-11, A-15)</source>
            <translation>
                <numerusform>%n aspect épuisé pour un avantage mais seulement {described} décrit ; les aspects temporaires ne s’épuisent pas (A-11, A-15)</numerusform>
                <numerusform>%n aspects épuisés pour des avantages mais seulement {described} décrits ; les aspects temporaires ne s’épuisent pas (A-11, A-15)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n negative aspect(s) exhausted as disadvantages but only {used} used (rule A-12)</source>
            <translation>
                <numerusform>%n aspect négatif épuisé comme désavantage mais seulement {used} utilisé (A-12)</numerusform>
                <numerusform>%n aspects négatifs épuisés comme désavantages mais seulement {used} utilisés (A-12)</numerusform>
            </translation>
        </message>
        <message>
            <source>1 base</source>
            <translation>1 de base</translation>
        </message>
        <message numerus="yes">
            <source>%n aspect(s)</source>
            <translation>
                <numerusform>%n aspect</numerusform>
                <numerusform>%n aspects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n temporary</source>
            <translation>
                <numerusform>%n temporaire</numerusform>
                <numerusform>%n temporaires</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n negative</source>
            <translation>
                <numerusform>%n négatif</numerusform>
                <numerusform>%n négatifs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n distrust</source>
            <translation>
                <numerusform>%n de méfiance</numerusform>
                <numerusform>%n de méfiance</numerusform>
            </translation>
        </message>
        <message>
            <source>clean success</source>
            <translation>réussite nette</translation>
        </message>
        <message>
            <source>clean complication</source>
            <translation>complication nette</translation>
        </message>
        <message>
            <source>mix</source>
            <translation>mélange</translation>
        </message>
        <message numerus="yes">
            <source>this test draws %n card(s) ({draw}), not {given}</source>
            <translation>
                <numerusform>ce test pioche %n carte ({draw}), pas {given}</numerusform>
                <numerusform>ce test pioche %n cartes ({draw}), pas {given}</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is drawn twice: a card can be drawn only once</source>
            <translation>{card} est piochée deux fois : une carte ne se pioche qu’une fois</translation>
        </message>
        <message numerus="yes">
            <source>trust help cancels %n complication(s) but only {available} can be cancelled: the last card on the table stays (rules A-16, A-42)</source>
            <translation>
                <numerusform>l’aide de confiance annule %n complication mais seulement {available} peuvent l’être : la dernière carte sur la table reste (A-16, A-42)</numerusform>
                <numerusform>l’aide de confiance annule %n complications mais seulement {available} peuvent l’être : la dernière carte sur la table reste (A-16, A-42)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s) are to become negative aspects but only {kept} stayed on the table (rule A-19)</source>
            <translation>
                <numerusform>%n complication doit devenir un aspect négatif mais seulement {kept} sont restées sur la table (A-19)</numerusform>
                <numerusform>%n complications doivent devenir des aspects négatifs mais seulement {kept} sont restées sur la table (A-19)</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is named twice among the cards to remove</source>
            <translation>{card} est citée deux fois parmi les cartes à retirer</translation>
        </message>
        <message>
            <source>{card} was not drawn in this test: only a drawn card can be removed (rule A-16)</source>
            <translation>{card} n’a pas été piochée dans ce test : seule une carte piochée peut être retirée (A-16)</translation>
        </message>
        <message>
            <source>{card} is the black card of a negative aspect or distrust and is discarded anyway: it cannot be removed as well (rules A-16, A-44)</source>
            <translation>{card} est la carte noire d’un aspect négatif ou d’une méfiance et sera défaussée de toute façon : elle ne peut pas être retirée en plus (A-16, A-44)</translation>
        </message>
        <message>
            <source>{card} is a complication: only an advantage or trust help removes one, and this test uses none (rule A-16)</source>
            <translation>{card} est une complication : seul un avantage ou l’aide de confiance en retire une, et ce test n’en utilise aucun (A-16)</translation>
        </message>
        <message>
            <source>{card} is a success: only a disadvantage removes one, and this test uses none (rule A-16)</source>
            <translation>{card} est une réussite : seul un désavantage en retire une, et ce test n’en utilise aucun (A-16)</translation>
        </message>
        <message>
            <source>{cards} cannot all be removed: at least one card stays on the table (rule A-16)</source>
            <translation>{cards} ne peuvent pas toutes être retirées : au moins une carte reste sur la table (A-16)</translation>
        </message>
        <message>
            <source>{cards} cannot be removed: at least one card stays on the table (rule A-16)</source>
            <translation>{cards} ne peut pas être retirée : au moins une carte reste sur la table (A-16)</translation>
        </message>
        <message numerus="yes">
            <source>the advantages and trust help remove %n complication(s) here: name {removals}, not {named} ({cards}) (rule A-16)</source>
            <translation>
                <numerusform>les avantages et l’aide de confiance retirent ici %n complication : citez-en {removals}, pas {named} ({cards}) (A-16)</numerusform>
                <numerusform>les avantages et l’aide de confiance retirent ici %n complications : citez-en {removals}, pas {named} ({cards}) (A-16)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the disadvantages remove %n success(es) here: name {removals}, not {named} ({cards}) (rule A-16)</source>
            <translation>
                <numerusform>les désavantages retirent ici %n réussite : citez-en {removals}, pas {named} ({cards}) (A-16)</numerusform>
                <numerusform>les désavantages retirent ici %n réussites : citez-en {removals}, pas {named} ({cards}) (A-16)</numerusform>
            </translation>
        </message>
        <message>
            <source>a starting Threat of {threat} already reaches the final level {final}: the mission would be over before it began (rules A-08, A-34)</source>
            <translation>une Menace de départ de {threat} atteint déjà le dernier niveau {final} : la mission serait finie avant d’avoir commencé (A-08, A-34)</translation>
        </message>
    </context>
    <context>
        <name>AgentsScreen</name>
        <message>
            <source>Rest… (R)</source>
            <translation>Repos… (R)</translation>
        </message>
        <message>
            <source>A scene of rest: restores aspects, adds marks (A-22)</source>
            <translation>Une scène de repos : restaure les aspects, ajoute des complications (A-22)</translation>
        </message>
        <message>
            <source>End Scene… (E)</source>
            <translation>Finir la scène… (E)</translation>
        </message>
        <message>
            <source>End the scene; relationships change only now (A-24)</source>
            <translation>Finir la scène ; les relations ne changent qu’à ce moment (A-24)</translation>
        </message>
        <message>
            <source>Fresh Deck</source>
            <translation>Nouveau paquet</translation>
        </message>
        <message>
            <source>Every card back into a new shuffled draw pile; the score is kept as counts</source>
            <translation>Toutes les cartes reviennent dans une nouvelle pioche mélangée ; le score est gardé en nombres</translation>
        </message>
        <message>
            <source>Export Mission Log…</source>
            <translation>Exporter le journal de mission…</translation>
        </message>
        <message>
            <source>Write the mission log that `deskapp replay` reads (JSON)</source>
            <translation>Écrire le journal de mission que lit `deskapp replay` (JSON)</translation>
        </message>
        <message>
            <source>Keys: 1–0 aspects · A agent · T temporary · type the cards drawn, then Enter (Space goes to the field) · Enter sort · Backspace put back · R rest · E end scene · Ctrl+Z undo</source>
            <translation>Touches : 1–0 aspects · A agent · T temporaire · tapez les cartes tirées, puis Entrée (Espace va au champ) · Entrée trier · Retour arrière remettre · R repos · E fin de scène · Ctrl+Z annuler</translation>
        </message>
        <message>
            <source>Keys: 1–0 aspects · A agent · T temporary · Space draw · Enter sort · Backspace put back · R rest · E end scene · Ctrl+Z undo</source>
            <translation>Touches : 1–0 aspects · A agent · T temporaire · Espace piocher · Entrée trier · Retour arrière remettre · R repos · E fin de scène · Ctrl+Z annuler</translation>
        </message>
        <message>
            <source>Describe a test to see its odds.</source>
            <translation>Décrivez un test pour voir ses chances.</translation>
        </message>
        <message>
            <source>The draw and discard piles hold too few cards: start a fresh deck.</source>
            <translation>La pioche et la défausse contiennent trop peu de cartes : prenez un nouveau paquet.</translation>
        </message>
        <message>
            <source>Next milestone with this test</source>
            <translation>Prochain jalon avec ce test</translation>
        </message>
        <message>
            <source>Next Threat level with this test</source>
            <translation>Prochain niveau de Menace avec ce test</translation>
        </message>
        <message>
            <source>&lt;b&gt;{agent}'s last test&lt;/b&gt;: {s} · {c} — narrate the kept cards one by one</source>
            <translation>&lt;b&gt;Dernier test — {agent}&lt;/b&gt; : {s} · {c} — racontez les cartes gardées une à une</translation>
        </message>
        <message>
            <source>{name}'s cards are on the table: sort them (Enter) or put them back (Backspace)</source>
            <translation>Les cartes de {name} sont sur la table : triez-les (Entrée) ou remettez-les (Retour arrière)</translation>
        </message>
        <message>
            <source>The cards are drawn: only an aspect used in this test can still be exhausted (put the cards back with Backspace to describe the test anew)</source>
            <translation>Les cartes sont piochées : seul un aspect utilisé dans ce test peut encore être épuisé (remettez les cartes avec Retour arrière pour décrire le test à nouveau)</translation>
        </message>
        <message>
            <source>'{text}' is exhausted: it gives no advantage until restored (A-13)</source>
            <translation>« {text} » est épuisé : il ne donne aucun avantage tant qu’il n’est pas restauré (A-13)</translation>
        </message>
        <message>
            <source>Choose who tests first (A, or click an agent's name)</source>
            <translation>Choisissez d’abord qui fait le test (A, ou cliquez sur le nom d’un agent)</translation>
        </message>
        <message>
            <source>The cards are drawn: Enter sorts them, Backspace puts them back</source>
            <translation>Les cartes sont piochées : Entrée les trie, Retour arrière les remet</translation>
        </message>
        <message>
            <source>Export Mission Log</source>
            <translation>Exporter le journal de mission</translation>
        </message>
        <message>
            <source>Mission logs (*.json)</source>
            <translation>Journaux de mission (*.json)</translation>
        </message>
        <message>
            <source>mission</source>
            <translation>mission</translation>
        </message>
        <message>
            <source>Cannot write {path}: {problem}</source>
            <translation>Impossible d’écrire {path} : {problem}</translation>
        </message>
        <message>
            <source>Written to {path}</source>
            <translation>Écrit dans {path}</translation>
        </message>
    </context>
    <context>
        <name>AgentsSheet</name>
        <message>
            <source>New threat</source>
            <translation>Nouvelle menace</translation>
        </message>
        <message>
            <source>ordinary</source>
            <translation>ordinaire</translation>
        </message>
        <message>
            <source>negative</source>
            <translation>négatif</translation>
        </message>
        <message>
            <source>special</source>
            <translation>spécial</translation>
        </message>
        <message>
            <source>temporary</source>
            <translation>temporaire</translation>
        </message>
        <message>
            <source>permanent limiting</source>
            <translation>limitant permanent</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>d’équipement</translation>
        </message>
        <message>
            <source>Neutral</source>
            <translation>Neutre</translation>
        </message>
        <message>
            <source>Partial trust</source>
            <translation>Confiance partielle</translation>
        </message>
        <message>
            <source>Full trust</source>
            <translation>Confiance totale</translation>
        </message>
        <message>
            <source>Partial distrust</source>
            <translation>Méfiance partielle</translation>
        </message>
        <message>
            <source>Full distrust</source>
            <translation>Méfiance totale</translation>
        </message>
        <message>
            <source>{label}: {where}must be a JSON object, not {value}</source>
            <translation>{label} : {where}doit être un objet JSON, pas {value}</translation>
        </message>
        <message>
            <source>unknown field (known: {known})</source>
            <translation>champ inconnu (champs connus : {known})</translation>
        </message>
        <message>
            <source>is missing</source>
            <translation>manque</translation>
        </message>
        <message>
            <source>must be text, not {value}</source>
            <translation>doit être un texte, pas {value}</translation>
        </message>
        <message>
            <source>must be a whole number, not {value}</source>
            <translation>doit être un nombre entier, pas {value}</translation>
        </message>
        <message>
            <source>must be true or false, not {value}</source>
            <translation>doit être true ou false, pas {value}</translation>
        </message>
        <message>
            <source>{value} is not {kind} (use {known})</source>
            <translation>{value} n’est pas {kind} (utilisez {known})</translation>
        </message>
        <message>
            <source>must be a list, not {value}</source>
            <translation>doit être une liste, pas {value}</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>an aspect kind</source>
            <translation>un type d’aspect</translation>
        </message>
        <message>
            <source>a relationship</source>
            <translation>une relation</translation>
        </message>
        <message>
            <source>a kind of threat</source>
            <translation>un type de menace</translation>
        </message>
        <message>
            <source>a known value</source>
            <translation>une valeur connue</translation>
        </message>
        <message>
            <source>{field}: must be text, not {value}</source>
            <translation>{field} : doit être un texte, pas {value}</translation>
        </message>
        <message>
            <source>{field}: must not be empty</source>
            <translation>{field} : ne doit pas être vide</translation>
        </message>
        <message numerus="yes">
            <source>{field}: is %n character(s) long; at most {limit} fit</source>
            <translation>
                <numerusform>{field} : fait %n caractère ; {limit} au plus tiennent</numerusform>
                <numerusform>{field} : fait %n caractères ; {limit} au plus tiennent</numerusform>
            </translation>
        </message>
        <message>
            <source>{field}: must be one line</source>
            <translation>{field} : doit tenir sur une ligne</translation>
        </message>
        <message>
            <source>{field}: must be a whole number, not {value}</source>
            <translation>{field} : doit être un nombre entier, pas {value}</translation>
        </message>
        <message>
            <source>{field}: cannot be below zero, not {value}</source>
            <translation>{field} : ne peut pas être négatif, pas {value}</translation>
        </message>
        <message>
            <source>{field}: must be at most {maximum}, not {value}</source>
            <translation>{field} : doit valoir au plus {maximum}, pas {value}</translation>
        </message>
        <message>
            <source>{field}: two aspects are called '{name}'</source>
            <translation>{field} : deux aspects s’appellent « {name} »</translation>
        </message>
        <message>
            <source>{field}: two equipment cards are called '{name}'</source>
            <translation>{field} : deux cartes d’équipement s’appellent « {name} »</translation>
        </message>
        <message>
            <source>{field}: two relationship cards are toward '{name}'</source>
            <translation>{field} : deux cartes de relation visent « {name} »</translation>
        </message>
        <message>
            <source>{field}: two fitting aspects are called '{name}'</source>
            <translation>{field} : deux aspects correspondants s’appellent « {name} »</translation>
        </message>
        <message>
            <source>{field}: two threat cards are called '{name}'</source>
            <translation>{field} : deux cartes de menace s’appellent « {name} »</translation>
        </message>
        <message>
            <source>kind: must be an aspect kind, not {value}</source>
            <translation>kind : doit être un type d’aspect, pas {value}</translation>
        </message>
        <message>
            <source>exhausted: must be true or false, not {value}</source>
            <translation>exhausted : doit être true ou false, pas {value}</translation>
        </message>
        <message>
            <source>aspect</source>
            <translation>aspect</translation>
        </message>
        <message>
            <source>on: must be a date, not {value}</source>
            <translation>on : doit être une date, pas {value}</translation>
        </message>
        <message>
            <source>after: a change must change something (it stays {level})</source>
            <translation>after : un changement doit changer quelque chose (cela reste « {level} »)</translation>
        </message>
        <message>
            <source>scene: must be a scene number from 1, not {value}</source>
            <translation>scene : doit être un numéro de scène à partir de 1, pas {value}</translation>
        </message>
        <message>
            <source>relationship change</source>
            <translation>changement de relation</translation>
        </message>
        <message>
            <source>{value} is not a date like 2026-03-14</source>
            <translation>{value} n’est pas une date comme 2026-03-14</translation>
        </message>
        <message>
            <source>level: must be a relationship, not {value}</source>
            <translation>level : doit être une relation, pas {value}</translation>
        </message>
        <message>
            <source>history[{index}]: starts from {before} but the change before it ended at {after}</source>
            <translation>history[{index}] : part de « {before} » mais le changement précédent finissait à « {after} »</translation>
        </message>
        <message>
            <source>history[{index}]: is dated {date} before the change above it ({previous})</source>
            <translation>history[{index}] : est daté du {date}, avant le changement au-dessus ({previous})</translation>
        </message>
        <message>
            <source>level: is {level} but the history ends at {after}</source>
            <translation>level : vaut « {level} » mais l’historique finit à « {after} »</translation>
        </message>
        <message>
            <source>the relationship toward {toward} is already {level}</source>
            <translation>la relation envers {toward} est déjà « {level} »</translation>
        </message>
        <message>
            <source>relationship</source>
            <translation>relation</translation>
        </message>
        <message>
            <source>fits: name at least one character aspect the equipment fits (rule A-17)</source>
            <translation>fits : citez au moins un aspect du personnage auquel l’équipement correspond (A-17)</translation>
        </message>
        <message>
            <source>aspects: must be a tuple of Aspect</source>
            <translation>aspects : doit être un tuple d’Aspect</translation>
        </message>
        <message>
            <source>aspects[{index}]: a temporary aspect lasts one test and is not kept on an agent</source>
            <translation>aspects[{index}] : un aspect temporaire dure un test et ne reste pas sur l’agent</translation>
        </message>
        <message>
            <source>aspects[{index}]: an equipment aspect belongs on an equipment card</source>
            <translation>aspects[{index}] : un aspect d’équipement va sur une carte d’équipement</translation>
        </message>
        <message>
            <source>aspects: an agent has {minimum} to {maximum} aspects of its own (ordinary or special), not {count} (rule A-02)</source>
            <translation>aspects : un agent a de {minimum} à {maximum} aspects propres (ordinaires ou spéciaux), pas {count} (A-02)</translation>
        </message>
        <message>
            <source>relationships[{index}]: an agent has no relationship card toward itself</source>
            <translation>relationships[{index}] : un agent n’a pas de carte de relation envers lui-même</translation>
        </message>
        <message>
            <source>{agent} has no aspect '{aspect}' (aspects: {known})</source>
            <translation>{agent} n’a pas d’aspect « {aspect} » (aspects : {known})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>{agent} has no equipment '{item}' (equipment: {known})</source>
            <translation>{agent} n’a pas d’équipement « {item} » (équipement : {known})</translation>
        </message>
        <message>
            <source>agent '{name}'</source>
            <translation>agent « {name} »</translation>
        </message>
        <message>
            <source>agent</source>
            <translation>agent</translation>
        </message>
        <message>
            <source>threatens: must be a kind of threat, not {value}</source>
            <translation>threatens : doit être un type de menace, pas {value}</translation>
        </message>
        <message>
            <source>threat card</source>
            <translation>carte de menace</translation>
        </message>
        <message>
            <source>threat_cards: the Coordinator needs at least one threat card (rule A-06)</source>
            <translation>threat_cards : le Coordinateur a besoin d’au moins une carte de menace (A-06)</translation>
        </message>
        <message>
            <source>coordinator</source>
            <translation>Coordinateur</translation>
        </message>
    </context>
    <context>
        <name>AgentsTest</name>
        <message>
            <source>Aspects described</source>
            <translation>Aspects décrits</translation>
        </message>
        <message>
            <source>Temporary (1 reserve)</source>
            <translation>Temporaires (1 réserve)</translation>
        </message>
        <message>
            <source>Negative used</source>
            <translation>Négatifs utilisés</translation>
        </message>
        <message>
            <source>Distrusted present</source>
            <translation>Présents sous méfiance</translation>
        </message>
        <message>
            <source>Aspects exhausted</source>
            <translation>Aspects épuisés</translation>
        </message>
        <message>
            <source>Negative exhausted</source>
            <translation>Négatifs épuisés</translation>
        </message>
        <message>
            <source>Other advantages</source>
            <translation>Autres avantages</translation>
        </message>
        <message>
            <source>Threat factors</source>
            <translation>Facteurs menaçants</translation>
        </message>
        <message>
            <source>Cancelled by trust</source>
            <translation>Annulées par la confiance</translation>
        </message>
        <message>
            <source>Complications → aspects</source>
            <translation>Complications → aspects</translation>
        </message>
        <message>
            <source>Coordinator reserves</source>
            <translation>Réserves du Coordinateur</translation>
        </message>
        <message>
            <source>success</source>
            <translation>réussite</translation>
        </message>
        <message>
            <source>complication</source>
            <translation>complication</translation>
        </message>
        <message>
            <source>→ negative aspect</source>
            <translation>→ aspect négatif</translation>
        </message>
        <message>
            <source>removed: advantage</source>
            <translation>retirée : avantage</translation>
        </message>
        <message>
            <source>cancelled: trust</source>
            <translation>annulée : confiance</translation>
        </message>
        <message>
            <source>removed: disadvantage</source>
            <translation>retirée : désavantage</translation>
        </message>
        <message>
            <source>discarded</source>
            <translation>défaussée</translation>
        </message>
    </context>
    <context>
        <name>AgentsWords</name>
        <message>
            <source>{equipment}: {aspect}</source>
            <translation>{equipment} : {aspect}</translation>
        </message>
        <message>
            <source>civilians</source>
            <translation>civils</translation>
        </message>
        <message>
            <source>agents</source>
            <translation>agents</translation>
        </message>
        <message>
            <source>civilians and agents</source>
            <translation>civils et agents</translation>
        </message>
        <message>
            <source>special</source>
            <translation>spécial</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>équipement</translation>
        </message>
        <message>
            <source>negative</source>
            <translation>négatif</translation>
        </message>
        <message>
            <source>permanent limiting</source>
            <translation>limitant permanent</translation>
        </message>
        <message>
            <source>partial trust</source>
            <translation>confiance partielle</translation>
        </message>
        <message>
            <source>full trust</source>
            <translation>confiance totale</translation>
        </message>
        <message>
            <source>temporary</source>
            <translation>temporaire</translation>
        </message>
        <message>
            <source>base</source>
            <translation>base</translation>
        </message>
        <message>
            <source>aspect</source>
            <translation>aspect</translation>
        </message>
        <message>
            <source>distrust</source>
            <translation>méfiance</translation>
        </message>
        <message>
            <source>describe a detail</source>
            <translation>décrire un détail</translation>
        </message>
        <message>
            <source>find an item</source>
            <translation>trouver un objet</translation>
        </message>
        <message>
            <source>get to the others</source>
            <translation>rejoindre les autres</translation>
        </message>
        <message>
            <source>add a vote in a vote</source>
            <translation>ajouter une voix à un vote</translation>
        </message>
        <message>
            <source>Describe a detail</source>
            <translation>Décrire un détail</translation>
        </message>
        <message>
            <source>Find an item</source>
            <translation>Trouver un objet</translation>
        </message>
        <message>
            <source>Get to the others</source>
            <translation>Rejoindre les autres</translation>
        </message>
        <message>
            <source>Add a vote in a vote</source>
            <translation>Ajouter une voix à un vote</translation>
        </message>
        <message>
            <source>total</source>
            <translation>totale</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>normale</translation>
        </message>
        <message>
            <source>narrow</source>
            <translation>de justesse</translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n réussite</numerusform>
                <numerusform>%n réussites</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s)</source>
            <translation>
                <numerusform>%n complication</numerusform>
                <numerusform>%n complications</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AspectsTab</name>
        <message>
            <source>Aspect</source>
            <translation>Aspect</translation>
        </message>
        <message>
            <source>An aspect (A-02): describe it in a test for one more card (A-10). Double-click or F2 to rewrite it.</source>
            <translation>Un aspect (A-02) : décrivez-le dans un test pour une carte de plus (A-10). Double-clic ou F2 pour le réécrire.</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>What kind of aspect it is (A-02); pick another to change it.</source>
            <translation>Le type de l’aspect (A-02) ; choisissez-en un autre pour le changer.</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Épuisé</translation>
        </message>
        <message>
            <source>Exhausted for an advantage (A-11) or a disadvantage (A-12): still usable for its card, but not exhausted again until restored (A-13, A-22).</source>
            <translation>Épuisé pour un avantage (A-11) ou un désavantage (A-12) : toujours utilisable pour sa carte, mais pas épuisable à nouveau avant d’être restauré (A-13, A-22).</translation>
        </message>
        <message>
            <source>Exhaust aspect '{name}'</source>
            <translation>Épuiser l’aspect « {name} »</translation>
        </message>
        <message>
            <source>Restore aspect '{name}'</source>
            <translation>Restaurer l’aspect « {name} »</translation>
        </message>
        <message>
            <source>aspect</source>
            <translation>aspect</translation>
        </message>
        <message>
            <source>New aspect, e.g. Sees ghosts</source>
            <translation>Nouvel aspect, p. ex. Voit les fantômes</translation>
        </message>
        <message>
            <source>No aspects yet: type one below and press Enter.</source>
            <translation>Pas encore d’aspect : tapez-en un ci-dessous et appuyez sur Entrée.</translation>
        </message>
        <message>
            <source>Add aspect '{name}'</source>
            <translation>Ajouter l’aspect « {name} »</translation>
        </message>
        <message>
            <source>Remove aspect '{name}'</source>
            <translation>Retirer l’aspect « {name} »</translation>
        </message>
        <message>
            <source>Rewrite aspect '{name}' as '{new}'</source>
            <translation>Réécrire l’aspect « {name} » en « {new} »</translation>
        </message>
        <message>
            <source>Move aspect '{name}' up</source>
            <translation>Monter l’aspect « {name} »</translation>
        </message>
        <message>
            <source>Move aspect '{name}' down</source>
            <translation>Descendre l’aspect « {name} »</translation>
        </message>
        <message>
            <source>This agent already has the aspect '{name}'.</source>
            <translation>Cet agent a déjà l’aspect « {name} ».</translation>
        </message>
        <message>
            <source>An aspect needs its text.</source>
            <translation>Un aspect a besoin de son texte.</translation>
        </message>
        <message>
            <source>The kind the new aspect gets (A-02)</source>
            <translation>Le type que reçoit le nouvel aspect (A-02)</translation>
        </message>
        <message>
            <source>Rule A-02: an agent has 1 to 10 aspects of its own (ordinary or special). Negative and permanent limiting aspects, relationships and equipment do not count toward them.</source>
            <translation>Règle A-02 : un agent a de 1 à 10 aspects à lui (ordinaires ou spéciaux). Les aspects négatifs et limitants permanents, les relations et l’équipement n’en font pas partie.</translation>
        </message>
        <message>
            <source>Ordinary</source>
            <translation>Ordinaire</translation>
        </message>
        <message>
            <source>Ordinary aspect (A-02): one of the agent's own. Describe it for one more card (A-10); exhaust it for an advantage (A-11).</source>
            <translation>Aspect ordinaire (A-02) : un des aspects de l’agent. Décrivez-le pour une carte de plus (A-10) ; épuisez-le pour un avantage (A-11).</translation>
        </message>
        <message>
            <source>Make aspect '{name}' ordinary</source>
            <translation>Rendre l’aspect « {name} » ordinaire</translation>
        </message>
        <message>
            <source>Special</source>
            <translation>Spécial</translation>
        </message>
        <message>
            <source>Special aspect (A-02): usually a paranormal ability. Using it costs a reserve (A-15); only reserves restore it, one each (A-22).</source>
            <translation>Aspect spécial (A-02) : en général un pouvoir paranormal. L’utiliser coûte une réserve (A-15) ; seules les réserves le restaurent, une par aspect (A-22).</translation>
        </message>
        <message>
            <source>Make aspect '{name}' special</source>
            <translation>Rendre l’aspect « {name} » spécial</translation>
        </message>
        <message>
            <source>Negative</source>
            <translation>Négatif</translation>
        </message>
        <message>
            <source>Negative aspect (A-19): given by the Coordinator, e.g. an injury. The Coordinator exhausts it for a disadvantage (A-12). Not one of the ten.</source>
            <translation>Aspect négatif (A-19) : donné par le Coordinateur, p. ex. une blessure. Le Coordinateur l’épuise pour un désavantage (A-12). Ne compte pas parmi les dix.</translation>
        </message>
        <message>
            <source>Make aspect '{name}' negative</source>
            <translation>Rendre l’aspect « {name} » négatif</translation>
        </message>
        <message>
            <source>Permanent limiting</source>
            <translation>Limitant permanent</translation>
        </message>
        <message>
            <source>Permanent limiting aspect (A-23): a strengthened negative aspect that cannot be removed the usual way. Not one of the ten.</source>
            <translation>Aspect limitant permanent (A-23) : un aspect négatif renforcé qu’on ne peut plus retirer de la façon habituelle. Ne compte pas parmi les dix.</translation>
        </message>
        <message>
            <source>Make aspect '{name}' permanent limiting</source>
            <translation>Rendre l’aspect « {name} » limitant permanent</translation>
        </message>
        <message>
            <source>Own aspects: {count} of {most} — the most an agent can have.</source>
            <translation>Aspects propres : {count} sur {most} — le maximum pour un agent.</translation>
        </message>
        <message>
            <source>Own aspects: {count} of {most}.</source>
            <translation>Aspects propres : {count} sur {most}.</translation>
        </message>
        <message>
            <source>An agent has at most {most} aspects of its own, ordinary or special (A-02). Remove one first, or make this one negative.</source>
            <translation>Un agent a au plus {most} aspects propres, ordinaires ou spéciaux (A-02). Retirez-en un d’abord, ou rendez celui-ci négatif.</translation>
        </message>
        <message>
            <source>An agent needs at least {least} aspect of its own, ordinary or special (A-02). Add another before this one goes.</source>
            <translation>Un agent a besoin d’au moins {least} aspect propre, ordinaire ou spécial (A-02). Ajoutez-en un autre avant de retirer celui-ci.</translation>
        </message>
    </context>
    <context>
        <name>AssistChip</name>
        <message>
            <source>{name}: no help</source>
            <translation>{name} : pas d’aide</translation>
        </message>
        <message>
            <source>{name} assists +1</source>
            <translation>{name} aide +1</translation>
        </message>
        <message>
            <source>{name} assists +2 (relevant tag)</source>
            <translation>{name} aide +2 (étiquette utile)</translation>
        </message>
    </context>
    <context>
        <name>BankPips</name>
        <message>
            <source>{bank}: {left} of {size} dice left</source>
            <translation>{bank} : {left} dés restants sur {size}</translation>
        </message>
    </context>
    <context>
        <name>CalibrationDialog</name>
        <message>
            <source>Centre</source>
            <translation>Centre</translation>
        </message>
        <message>
            <source>Bottom left</source>
            <translation>En bas à gauche</translation>
        </message>
        <message>
            <source>Bottom right</source>
            <translation>En bas à droite</translation>
        </message>
        <message>
            <source>Top left</source>
            <translation>En haut à gauche</translation>
        </message>
        <message>
            <source>Top right</source>
            <translation>En haut à droite</translation>
        </message>
        <message>
            <source>Calibrate the Printer</source>
            <translation>Calibrer l’imprimante</translation>
        </message>
        <message>
            <source>1. Print the sheet on both sides, as you print cards.
2. Hold it against a light: at each point the back's cross falls on the front's scales. Type the numbers there, across then up (half millimetres read well). The centre gives the offset; the corners the scale.
3. Save into a printer profile. Printed again with it, the sheet reads 0.</source>
            <translation>1. Imprimez la feuille recto verso, comme vous imprimez les cartes.
2. Tenez-la devant une lumière : à chaque point, la croix du verso tombe sur les règles du recto. Tapez les nombres lus, horizontal puis vertical (le demi-millimètre se lit bien). Le centre donne le décalage ; les coins, l’échelle.
3. Enregistrez dans un profil d’imprimante. Réimprimée avec lui, la feuille indique 0.</translation>
        </message>
        <message>
            <source>Print the Sheet…</source>
            <translation>Imprimer la feuille…</translation>
        </message>
        <message>
            <source>The sheet prints with: {values}</source>
            <translation>La feuille s’imprime avec : {values}</translation>
        </message>
        <message>
            <source>Across (X)</source>
            <translation>Horizontal (X)</translation>
        </message>
        <message>
            <source>Up (Y)</source>
            <translation>Vertical (Y)</translation>
        </message>
        <message>
            <source>A name for this printer</source>
            <translation>Un nom pour cette imprimante</translation>
        </message>
        <message>
            <source>Save into the profile</source>
            <translation>Enregistrer dans le profil</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Corrected: {values}</source>
            <translation>Corrigé : {values}</translation>
        </message>
        <message>
            <source>Print the Calibration Sheet</source>
            <translation>Imprimer la feuille de calibrage</translation>
        </message>
        <message>
            <source>calibration sheet.pdf</source>
            <translation>feuille de calibrage.pdf</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Fichiers PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Calibration Sheet</source>
            <translation>Feuille de calibrage</translation>
        </message>
        <message>
            <source>Written to {path}: print it on both sides, with: {values}</source>
            <translation>Écrite dans {path} : imprimez-la recto verso ; elle porte : {values}</translation>
        </message>
    </context>
    <context>
        <name>Campaign</name>
        <message>
            <source>My campaign</source>
            <translation>Ma campagne</translation>
        </message>
        <message>
            <source>Demo campaign</source>
            <translation>Campagne de démonstration</translation>
        </message>
    </context>
    <context>
        <name>CardKinds</name>
        <message>
            <source>each character's own card ({systems})</source>
            <translation>la carte propre à chaque personnage ({systems})</translation>
        </message>
        <message>
            <source>a rules reference card for each rule system in use</source>
            <translation>une carte d’aide-mémoire des règles pour chaque système utilisé</translation>
        </message>
        <message>
            <source>a full 54-card deck with two jokers</source>
            <translation>un paquet complet de 54 cartes avec deux jokers</translation>
        </message>
        <message>
            <source>Character cards</source>
            <translation>Cartes de personnage</translation>
        </message>
        <message>
            <source>Rules reference</source>
            <translation>Aide-mémoire des règles</translation>
        </message>
        <message>
            <source>54-card deck</source>
            <translation>Paquet de 54 cartes</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} et {last}</translation>
        </message>
        <message>
            <source>each Dice banks character's own card</source>
            <translation>la carte propre à chaque personnage des Banques de dés</translation>
        </message>
    </context>
    <context>
        <name>CardPreviewDock</name>
        <message>
            <source>Card Preview</source>
            <translation>Aperçu des cartes</translation>
        </message>
        <message>
            <source>Choose a character to see its cards as they will print.</source>
            <translation>Choisissez un personnage pour voir ses cartes telles qu’elles seront imprimées.</translation>
        </message>
        <message>
            <source>This character has no cards to print yet.</source>
            <translation>Ce personnage n’a pas encore de cartes à imprimer.</translation>
        </message>
        <message>
            <source>The GM has no cards to print here yet.</source>
            <translation>Le meneur de jeu n’a pas encore de cartes à imprimer ici.</translation>
        </message>
        <message>
            <source>{kind}: {title}</source>
            <translation>{kind} : {title}</translation>
        </message>
    </context>
    <context>
        <name>CardRanks</name>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>J</source>
            <translation>V</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>D</translation>
        </message>
        <message>
            <source>K</source>
            <translation>R</translation>
        </message>
    </context>
    <context>
        <name>CardReading</name>
        <message>
            <source>'{typed}' is not a card</source>
            <translation>« {typed} » n’est pas une carte</translation>
        </message>
        <message>
            <source>Read as: {cards}</source>
            <translation>Lu comme : {cards}</translation>
        </message>
        <message>
            <source>Suits: {letters}</source>
            <translation>Enseignes : {letters}</translation>
        </message>
    </context>
    <context>
        <name>CardSuits</name>
        <message>
            <source>spades</source>
            <translation>pique</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>cœur</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>carreau</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>trèfle</translation>
        </message>
    </context>
    <context>
        <name>CardView</name>
        <message>
            <source>a card, face down</source>
            <translation>une carte face cachée</translation>
        </message>
        <message>
            <source>no card</source>
            <translation>aucune carte</translation>
        </message>
        <message>
            <source>red</source>
            <translation>rouge</translation>
        </message>
        <message>
            <source>black</source>
            <translation>noire</translation>
        </message>
        <message>
            <source>JOKER</source>
            <translation>JOKER</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>black card {number}</source>
            <translation>carte noire {number}</translation>
        </message>
        <message>
            <source>red card {number}</source>
            <translation>carte rouge {number}</translation>
        </message>
        <message>
            <source>black joker</source>
            <translation>joker noir</translation>
        </message>
        <message>
            <source>red joker</source>
            <translation>joker rouge</translation>
        </message>
        <message>
            <source>'{value}' is not a card: write a rank ({ranks}) and a suit ({suits}), such as {cards} or {typed}, or RJ / BJ for a joker</source>
            <translation>« {value} » n’est pas une carte : écrivez une valeur ({ranks}) et une enseigne ({suits}), par exemple {cards} ou {typed}, ou RJ / BJ pour un joker</translation>
        </message>
        <message>
            <source>a deck cannot hold a negative number of cards ({black} black, {red} red)</source>
            <translation>un paquet ne peut pas contenir un nombre négatif de cartes ({black} noires, {red} rouges)</translation>
        </message>
        <message>
            <source>a red/black deck needs at least one card</source>
            <translation>un paquet rouge/noir demande au moins une carte</translation>
        </message>
        <message>
            <source>unknown deck kind '{kind}': use one of {names}</source>
            <translation>type de paquet inconnu « {kind} » : utilisez l’un de {names}</translation>
        </message>
        <message>
            <source>a standard 54-card deck</source>
            <translation>un paquet standard de 54 cartes</translation>
        </message>
        <message>
            <source>a standard 52-card deck</source>
            <translation>un paquet standard de 52 cartes</translation>
        </message>
        <message>
            <source>a red/black deck of {black} black and {red} red cards</source>
            <translation>un paquet rouge/noir de {black} cartes noires et {red} rouges</translation>
        </message>
    </context>
    <context>
        <name>CharacterPage</name>
        <message>
            <source>Choose a character on the left, or add one from the {menu} menu:</source>
            <translation>Choisissez un personnage à gauche, ou ajoutez-en un depuis le menu {menu} :</translation>
        </message>
        <message>
            <source>Open the Demo Campaign</source>
            <translation>Ouvrir la campagne de démonstration</translation>
        </message>
        <message>
            <source>A copy of the demo campaign, to try every rule system on its characters</source>
            <translation>Une copie de la campagne de démonstration, pour essayer chaque système de règles sur ses personnages</translation>
        </message>
        <message>
            <source>A name is required</source>
            <translation>Le nom est obligatoire</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Système</translation>
        </message>
        <message>
            <source>This character cannot be shown: {problem}</source>
            <translation>Impossible d’afficher ce personnage : {problem}</translation>
        </message>
        <message>
            <source>These cards cannot be shown: {problem}</source>
            <translation>Impossible d’afficher ces cartes : {problem}</translation>
        </message>
        <message>
            <source>A character needs a name.</source>
            <translation>Un personnage doit avoir un nom.</translation>
        </message>
        <message>
            <source>Choose a Portrait</source>
            <translation>Choisir un portrait</translation>
        </message>
        <message>
            <source>Pictures ({patterns})</source>
            <translation>Images ({patterns})</translation>
        </message>
    </context>
    <context>
        <name>CharacterTreeModel</name>
        <message>
            <source>Coordinator's cards</source>
            <translation>Cartes du Coordinateur</translation>
        </message>
        <message>
            <source>Director's cards</source>
            <translation>Cartes du Directeur</translation>
        </message>
        <message>
            <source>{gm}'s cards</source>
            <translation>Cartes du {gm}</translation>
        </message>
    </context>
    <context>
        <name>CheckBuilder</name>
        <message>
            <source>Test</source>
            <translation>Test</translation>
        </message>
        <message>
            <source>No skill  0</source>
            <translation>Aucune  0</translation>
        </message>
        <message>
            <source>The Difficulty Level: 9 at least (rule U-01)</source>
            <translation>Le Niveau de Difficulté : 9 au moins (règle U-01)</translation>
        </message>
        <message>
            <source>Draw (Space)</source>
            <translation>Piocher (Espace)</translation>
        </message>
        <message>
            <source>&amp;Player</source>
            <translation>&amp;Joueur</translation>
        </message>
        <message>
            <source>&amp;Attribute</source>
            <translation>A&amp;ttribut</translation>
        </message>
        <message>
            <source>S&amp;kill</source>
            <translation>&amp;Compétence</translation>
        </message>
        <message>
            <source>&amp;Difficulty</source>
            <translation>&amp;Difficulté</translation>
        </message>
        <message>
            <source>Card&amp;s drawn</source>
            <translation>Cartes &amp;piochées</translation>
        </message>
        <message>
            <source>Start or pick a session first.</source>
            <translation>Commencez ou choisissez d’abord une séance.</translation>
        </message>
        <message>
            <source>e.g. {cards} or {typed}</source>
            <translation>p. ex. {cards} ou {typed}</translation>
        </message>
        <message>
            <source>Player's &amp;initiative</source>
            <translation>&amp;Initiative du joueur</translation>
        </message>
        <message>
            <source>Ticked: the player acts on their own initiative, and the test's card is drawn from the draw pile. Unticked: a reaction, or a test you call for, and the player plays a card from the hand. Choosing a card of the hand unticks it (rule U-23).</source>
            <translation>Coché : le joueur agit de sa propre initiative, et la carte du test est tirée de la pioche. Décoché : une réaction, ou un test que vous demandez, et le joueur joue une carte de sa main. Choisir une carte de la main le décoche (règle U-23).</translation>
        </message>
        <message>
            <source>Type the cards of the test in the order they came, e.g. {cards} or {typed}.</source>
            <translation>Saisissez les cartes du test dans l’ordre où elles sont venues, p. ex. {cards} ou {typed}.</translation>
        </message>
        <message>
            <source>{card} calls for another card: type it too.</source>
            <translation>{card} demande une autre carte : saisissez-la aussi.</translation>
        </message>
        <message>
            <source>Choose the card {name} plays: show the hand below and click a card (or press 1–9).</source>
            <translation>Choisissez la carte que joue {name} : montrez la main ci-dessous et cliquez sur une carte (ou appuyez sur 1–9).</translation>
        </message>
        <message>
            <source>Ready: the first card from the hand, any others from the draw pile. Enter records.</source>
            <translation>Prêt : la première carte vient de la main, les autres de la pioche. Entrée enregistre.</translation>
        </message>
        <message>
            <source>Ready: the cards came from the draw pile. Enter records.</source>
            <translation>Prêt : les cartes viennent de la pioche. Entrée enregistre.</translation>
        </message>
        <message>
            <source>Record (Enter)</source>
            <translation>Enregistrer (Entrée)</translation>
        </message>
        <message>
            <source>Play the card (Space)</source>
            <translation>Jouer la carte (Espace)</translation>
        </message>
        <message>
            <source>Ready: not the player's initiative, so the chosen card of the hand plays (it stays hidden).</source>
            <translation>Prêt : ce n’est pas l’initiative du joueur, donc la carte choisie dans la main est jouée (elle reste cachée).</translation>
        </message>
        <message>
            <source>Ready: the player's initiative, so Space draws from the draw pile.</source>
            <translation>Prêt : initiative du joueur, donc Espace tire une carte de la pioche.</translation>
        </message>
        <message>
            <source>Ready: Space draws from the draw pile.</source>
            <translation>Prêt : Espace tire une carte de la pioche.</translation>
        </message>
    </context>
    <context>
        <name>CheckPanel</name>
        <message>
            <source>Creates a &amp;circumstance, or adds to one:</source>
            <translation>Crée une &amp;circonstance ou la renforce :</translation>
        </message>
        <message>
            <source>its name</source>
            <translation>son nom</translation>
        </message>
        <message>
            <source>&amp;Leader</source>
            <translation>&amp;Qui lance</translation>
        </message>
        <message>
            <source>&amp;Difficulty</source>
            <translation>&amp;Difficulté</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Étiquettes</translation>
        </message>
        <message>
            <source>Assists</source>
            <translation>Aides</translation>
        </message>
        <message>
            <source>&amp;Adversity to spend (+1 each)</source>
            <translation>&amp;Adversité à dépenser (+1 chacune)</translation>
        </message>
        <message>
            <source>Roll  [Space]</source>
            <translation>Lancer  [Espace]</translation>
        </message>
        <message>
            <source>Reroll once and take the new roll; the Director gains 1 Suspicion Point</source>
            <translation>Relancer une fois et garder le nouveau jet ; le Directeur gagne 1 point de Soupçon</translation>
        </message>
        <message>
            <source>Take it  [Space]</source>
            <translation>Accepter  [Espace]</translation>
        </message>
        <message>
            <source> of {held}</source>
            <translation> sur {held}</translation>
        </message>
        <message>
            <source>Enter the roll  [Space]</source>
            <translation>Saisir le jet  [Espace]</translation>
        </message>
        <message>
            <source>Risky reroll</source>
            <translation>Manœuvre risquée</translation>
        </message>
        <message>
            <source>{name}'s roll waits: take it (Space) or reroll ({key}). To change the check, take the roll back with Ctrl+Z.</source>
            <translation>Le jet de {name} attend : acceptez-le (Espace) ou tentez la manœuvre risquée ({key}). Pour changer le test, reprenez le jet avec Ctrl+Z.</translation>
        </message>
        <message>
            <source>{name}'s roll waits: take it (Space). To change the check, take the roll back with Ctrl+Z.</source>
            <translation>Le jet de {name} attend : acceptez-le (Espace). Pour changer le test, reprenez le jet avec Ctrl+Z.</translation>
        </message>
        <message>
            <source>A contest is under way: checks wait until it ends (Contest tab).</source>
            <translation>Une opposition est en cours : les tests attendent qu’elle se termine (onglet Opposition).</translation>
        </message>
        <message>
            <source>No check yet</source>
            <translation>Pas encore de test</translation>
        </message>
        <message>
            <source>Above: the chances of a risky reroll.</source>
            <translation>Ci-dessus : les chances d’une manœuvre risquée.</translation>
        </message>
        <message>
            <source>The dice are down: take the roll.</source>
            <translation>Les dés sont jetés : acceptez le jet.</translation>
        </message>
        <message>
            <source>Next: 2d6 {added} against {difficulty} — anything but snake eyes succeeds</source>
            <translation>Suivant : 2d6 {added} contre {difficulty} — tout sauf un double un réussit</translation>
        </message>
        <message>
            <source>Next: 2d6 {added} against {difficulty} — only boxcars succeed</source>
            <translation>Suivant : 2d6 {added} contre {difficulty} — seul un double six réussit</translation>
        </message>
        <message>
            <source>Next: 2d6 {added} against {difficulty} — {needed} or more on the dice succeeds</source>
            <translation>Suivant : 2d6 {added} contre {difficulty} — {needed} ou plus aux dés réussit</translation>
        </message>
        <message>
            <source>Snake eyes: a bad circumstance on the scene.</source>
            <translation>Double un : une circonstance défavorable sur la scène.</translation>
        </message>
        <message>
            <source>Boxcars: a good circumstance on the scene.</source>
            <translation>Double six : une circonstance favorable sur la scène.</translation>
        </message>
        <message>
            <source>{name} gains 1 Adversity Token.</source>
            <translation>{name} gagne 1 jeton d’Adversité.</translation>
        </message>
        <message>
            <source>The Director gains 1 Suspicion Point.</source>
            <translation>Le Directeur gagne 1 point de Soupçon.</translation>
        </message>
        <message>
            <source>'{name}' is now +{value}.</source>
            <translation>« {name} » vaut maintenant +{value}.</translation>
        </message>
        <message>
            <source>first roll</source>
            <translation>premier jet</translation>
        </message>
        <message>
            <source>SUCCESS</source>
            <translation>RÉUSSITE</translation>
        </message>
        <message>
            <source>FAILURE</source>
            <translation>ÉCHEC</translation>
        </message>
        <message>
            <source>{name}'s roll — take it or reroll</source>
            <translation>{name} a lancé — accepter ou relancer</translation>
        </message>
        <message>
            <source>{name}'s roll — take it</source>
            <translation>{name} a lancé — accepter</translation>
        </message>
        <message>
            <source>{word} if taken: {total} vs {difficulty}</source>
            <translation>{word} si accepté : {total} contre {difficulty}</translation>
        </message>
        <message>
            <source>It fails before tokens: a risky reroll [{key}] is allowed (rule F-15).</source>
            <translation>Il échoue avant les jetons : une manœuvre risquée [{key}] est permise (règle F-15).</translation>
        </message>
        <message>
            <source>The Director gains 1 Suspicion Point when it is taken.</source>
            <translation>Le Directeur gagne 1 point de Soupçon quand il est accepté.</translation>
        </message>
        <message>
            <source>Taken as it is, {name} gains 1 Adversity Token.</source>
            <translation>Accepté tel quel, {name} gagne 1 jeton d’Adversité.</translation>
        </message>
        <message>
            <source>Last check: {name}</source>
            <translation>Dernier test : {name}</translation>
        </message>
        <message>
            <source>{word} {total} vs {difficulty}</source>
            <translation>{word} {total} contre {difficulty}</translation>
        </message>
        <message>
            <source>tags {n}</source>
            <translation>étiquettes {n}</translation>
        </message>
        <message>
            <source>assists {n}</source>
            <translation>aides {n}</translation>
        </message>
        <message>
            <source>adversity {n}</source>
            <translation>adversité {n}</translation>
        </message>
        <message>
            <source>Success with a risky reroll on a failing roll</source>
            <translation>Réussite avec une manœuvre risquée sur un jet raté</translation>
        </message>
        <message>
            <source>Snake eyes</source>
            <translation>Double un</translation>
        </message>
        <message>
            <source>Boxcars</source>
            <translation>Double six</translation>
        </message>
        <message>
            <source>Success if taken now</source>
            <translation>Réussite si accepté maintenant</translation>
        </message>
    </context>
    <context>
        <name>Chip</name>
        <message>
            <source>exhausted</source>
            <translation>épuisé</translation>
        </message>
        <message>
            <source>in the test</source>
            <translation>dans le test</translation>
        </message>
        <message>
            <source>exhaust</source>
            <translation>épuiser</translation>
        </message>
        <message>
            <source>disadvantage</source>
            <translation>désavantage</translation>
        </message>
        <message>
            <source>ignored (1 reserve)</source>
            <translation>ignoré (1 réserve)</translation>
        </message>
        <message>
            <source>trust: </source>
            <translation>confiance : </translation>
        </message>
    </context>
    <context>
        <name>CinematicCheck</name>
        <message>
            <source>the Attribute</source>
            <translation>l’Attribut</translation>
        </message>
        <message>
            <source>the Skill</source>
            <translation>la Compétence</translation>
        </message>
        <message>
            <source>the Difficulty Level, 9 or more (rule U-01; default 9)</source>
            <translation>le Niveau de Difficulté, 9 ou plus (règle U-01 ; 9 par défaut)</translation>
        </message>
        <message>
            <source>succeed when the total meets the Difficulty Level, not only when it beats it (rule U-01)</source>
            <translation>réussir quand le total atteint le Niveau de Difficulté, pas seulement quand il le dépasse (règle U-01)</translation>
        </message>
        <message>
            <source>the cards drawn at the table, in draw order: exactly the ones the test uses</source>
            <translation>les cartes piochées à la table, dans l’ordre : exactement celles qu’utilise le test</translation>
        </message>
        <message>
            <source>seed the shuffle of the fresh deck, to repeat a draw</source>
            <translation>graine du mélange du paquet neuf, pour répéter un tirage</translation>
        </message>
        <message>
            <source>read a rule another way, as a table option does: {options} (e.g. second_card=chain)</source>
            <translation>lire une règle autrement, comme le fait une option de la table : {options} (p. ex. second_card=chain)</translation>
        </message>
        <message>
            <source>a 54-card deck</source>
            <translation>un jeu de 54 cartes</translation>
        </message>
        <message>
            <source>--seed shuffles a fresh deck: with --cards there is no deck to shuffle</source>
            <translation>--seed mélange un paquet neuf : avec --cards, il n’y a pas de paquet à mélanger</translation>
        </message>
        <message>
            <source>--cards: {error}</source>
            <translation>--cards : {error}</translation>
        </message>
        <message>
            <source>deskapp: error: {message}</source>
            <translation>deskapp : erreur : {message}</translation>
        </message>
        <message>
            <source>the draw pile and the discard pile can run out before this test is over: give more cards with --remaining or --discard</source>
            <translation>la pioche et la défausse peuvent s’épuiser avant la fin de ce test : donnez plus de cartes avec --remaining ou --discard</translation>
        </message>
    </context>
    <context>
        <name>CinematicEditor</name>
        <message>
            <source>Rule U-01: a test succeeds when Attribute + Skill + the card's value beats the Difficulty Level (9 or more).</source>
            <translation>Règle U-01 : un test réussit quand Attribut + Compétence + la valeur de la carte dépasse le Niveau de Difficulté (9 ou plus).</translation>
        </message>
        <message>
            <source>A rating: a whole number from {minimum} to {maximum}.</source>
            <translation>Une valeur : un nombre entier de {minimum} à {maximum}.</translation>
        </message>
        <message>
            <source>Attributes</source>
            <translation>Attributs</translation>
        </message>
        <message>
            <source>attribute</source>
            <translation>Attribut</translation>
        </message>
        <message>
            <source>No attributes yet: type one below.</source>
            <translation>Pas encore d’Attribut : saisissez-en un ci-dessous.</translation>
        </message>
        <message>
            <source>New attribute</source>
            <translation>Nouvel Attribut</translation>
        </message>
        <message>
            <source>An attribute needs a name.</source>
            <translation>Un Attribut doit avoir un nom.</translation>
        </message>
        <message>
            <source>There is already an attribute called “{name}”.</source>
            <translation>Il existe déjà un Attribut « {name} ».</translation>
        </message>
        <message>
            <source>Add attribute “{name}” ({value})</source>
            <translation>Ajouter l’Attribut « {name} » ({value})</translation>
        </message>
        <message>
            <source>Remove attribute “{name}”</source>
            <translation>Retirer l’Attribut « {name} »</translation>
        </message>
        <message>
            <source>Rename attribute “{old}” to “{new}”</source>
            <translation>Renommer l’Attribut « {old} » en « {new} »</translation>
        </message>
        <message>
            <source>Set attribute “{name}” to {value}</source>
            <translation>Mettre l’Attribut « {name} » à {value}</translation>
        </message>
        <message>
            <source>Move attribute “{name}”</source>
            <translation>Déplacer l’Attribut « {name} »</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>Compétences</translation>
        </message>
        <message>
            <source>skill</source>
            <translation>Compétence</translation>
        </message>
        <message>
            <source>No skills yet: type one below.</source>
            <translation>Pas encore de Compétence : saisissez-en une ci-dessous.</translation>
        </message>
        <message>
            <source>New skill</source>
            <translation>Nouvelle Compétence</translation>
        </message>
        <message>
            <source>A skill needs a name.</source>
            <translation>Une Compétence doit avoir un nom.</translation>
        </message>
        <message>
            <source>There is already a skill called “{name}”.</source>
            <translation>Il existe déjà une Compétence « {name} ».</translation>
        </message>
        <message>
            <source>Add skill “{name}” ({value})</source>
            <translation>Ajouter la Compétence « {name} » ({value})</translation>
        </message>
        <message>
            <source>Remove skill “{name}”</source>
            <translation>Retirer la Compétence « {name} »</translation>
        </message>
        <message>
            <source>Rename skill “{old}” to “{new}”</source>
            <translation>Renommer la Compétence « {old} » en « {new} »</translation>
        </message>
        <message>
            <source>Set skill “{name}” to {value}</source>
            <translation>Mettre la Compétence « {name} » à {value}</translation>
        </message>
        <message>
            <source>Move skill “{name}”</source>
            <translation>Déplacer la Compétence « {name} »</translation>
        </message>
        <message>
            <source>Rule U-31: a blessing adds 1 to 3 cards to the hand and a curse removes 1 to 3, by the spell's level, until that player's hand is exhausted.</source>
            <translation>Règle U-31 : une bénédiction ajoute de 1 à 3 cartes à la main et une malédiction en retire de 1 à 3, selon le niveau du sort, jusqu’à ce que la main du joueur soit épuisée.</translation>
        </message>
        <message>
            <source>Blessings and Curses</source>
            <translation>Bénédictions et malédictions</translation>
        </message>
        <message>
            <source>blessing or curse</source>
            <translation>bénédiction ou malédiction</translation>
        </message>
        <message>
            <source>No blessing or curse is active.</source>
            <translation>Aucune bénédiction ni malédiction n’est active.</translation>
        </message>
        <message>
            <source>Spell or source</source>
            <translation>Sort</translation>
        </message>
        <message>
            <source>A blessing or curse needs a name: the spell or its source.</source>
            <translation>Une bénédiction ou une malédiction doit avoir un nom : le sort ou sa source.</translation>
        </message>
        <message>
            <source>“{name}” is already active on this character.</source>
            <translation>« {name} » est déjà actif sur ce personnage.</translation>
        </message>
        <message>
            <source>Add “{name}”: {value}</source>
            <translation>Ajouter « {name} » : {value}</translation>
        </message>
        <message>
            <source>Remove “{name}”</source>
            <translation>Retirer « {name} »</translation>
        </message>
        <message>
            <source>Rename “{old}” to “{new}”</source>
            <translation>Renommer « {old} » en « {new} »</translation>
        </message>
        <message>
            <source>Set “{name}” to {value}</source>
            <translation>Mettre « {name} » à {value}</translation>
        </message>
        <message>
            <source>Move “{name}”</source>
            <translation>Déplacer « {name} »</translation>
        </message>
        <message>
            <source>Background, contacts, gear — anything the sheet has no place for.</source>
            <translation>Passé, contacts, équipement — tout ce qui n’a pas sa place sur la fiche.</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>Curse {level}</source>
            <translation>Malédiction {level}</translation>
        </message>
        <message>
            <source>Blessing {level}</source>
            <translation>Bénédiction {level}</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Chance</translation>
        </message>
        <message>
            <source>Rule U-30: lucky characters start with 1 to 3 more cards in hand, unlucky ones 1 to 3 fewer.</source>
            <translation>Règle U-30 : les personnages chanceux commencent avec 1 à 3 cartes de plus en main, les malchanceux avec 1 à 3 de moins.</translation>
        </message>
        <message>
            <source>Luck level</source>
            <translation>Niveau de chance</translation>
        </message>
        <message numerus="yes">
            <source>Rules U-20 and U-30: with hand management each player starts with %n card(s), plus or minus their luck. A table can change that number in its options.</source>
            <translation>
                <numerusform>Règles U-20 et U-30 : en gestion de cartes, chaque joueur commence avec %n carte, plus ou moins sa chance. Une table peut changer ce nombre dans ses options.</numerusform>
                <numerusform>Règles U-20 et U-30 : en gestion de cartes, chaque joueur commence avec %n cartes, plus ou moins sa chance. Une table peut changer ce nombre dans ses options.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Starting hand: %n card(s) ({base} {sign} {amount} for luck)</source>
            <translation>
                <numerusform>Main de départ : %n carte ({base} {sign} {amount} de chance)</numerusform>
                <numerusform>Main de départ : %n cartes ({base} {sign} {amount} de chance)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Starting hand: %n card(s)</source>
            <translation>
                <numerusform>Main de départ : %n carte</numerusform>
                <numerusform>Main de départ : %n cartes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Blessings and curses: %n more card(s) until the hand is exhausted.</source>
            <translation>
                <numerusform>Bénédictions et malédictions : %n carte de plus jusqu’à ce que la main soit épuisée.</numerusform>
                <numerusform>Bénédictions et malédictions : %n cartes de plus jusqu’à ce que la main soit épuisée.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Blessings and curses: %n card(s) fewer until the hand is exhausted.</source>
            <translation>
                <numerusform>Bénédictions et malédictions : %n carte de moins jusqu’à ce que la main soit épuisée.</numerusform>
                <numerusform>Bénédictions et malédictions : %n cartes de moins jusqu’à ce que la main soit épuisée.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lucky {level}</source>
            <translation>Chanceux {level}</translation>
        </message>
        <message>
            <source>Unlucky {level}</source>
            <translation>Malchanceux {level}</translation>
        </message>
        <message>
            <source>Neither lucky nor unlucky</source>
            <translation>Ni chanceux ni malchanceux</translation>
        </message>
        <message>
            <source>{words} ({level})</source>
            <translation>{words} ({level})</translation>
        </message>
        <message>
            <source>Blessings and curses cancel out.</source>
            <translation>Bénédictions et malédictions s’annulent.</translation>
        </message>
        <message>
            <source>Set luck to {level}</source>
            <translation>Mettre la chance à {level}</translation>
        </message>
        <message>
            <source>Edit notes</source>
            <translation>Modifier les notes</translation>
        </message>
    </context>
    <context>
        <name>CinematicPlayers</name>
        <message>
            <source>{player} showed you</source>
            <translation>{player} vous a montré</translation>
        </message>
        <message>
            <source>You showed {player}</source>
            <translation>Vous avez montré à {player}</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Chance</translation>
        </message>
        <message>
            <source>Cards in the draw pile</source>
            <translation>Cartes dans la pioche</translation>
        </message>
        <message>
            <source>Hand size</source>
            <translation>Taille de la main</translation>
        </message>
        <message>
            <source>Blessing</source>
            <translation>Bénédiction</translation>
        </message>
        <message>
            <source>Curse</source>
            <translation>Malédiction</translation>
        </message>
        <message>
            <source>Play a card from your hand to a test</source>
            <translation>Jouer une carte de votre main pour un test</translation>
        </message>
        <message>
            <source>Play the card</source>
            <translation>Jouer la carte</translation>
        </message>
        <message>
            <source>Attribute</source>
            <translation>Attribut</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Compétence</translation>
        </message>
        <message>
            <source>Difficulty Level</source>
            <translation>Niveau de Difficulté</translation>
        </message>
        <message>
            <source>Show a card from your hand to another player</source>
            <translation>Montrer une carte de votre main à un autre joueur</translation>
        </message>
        <message>
            <source>Show the card</source>
            <translation>Montrer la carte</translation>
        </message>
        <message>
            <source>To whom</source>
            <translation>À qui</translation>
        </message>
        <message>
            <source>Card {number} of your hand</source>
            <translation>Carte {number} de votre main</translation>
        </message>
        <message>
            <source>Card {number} of {target}'s hand</source>
            <translation>Carte {number} de la main de {target}</translation>
        </message>
        <message>
            <source>Card {number} from the top of your draw pile</source>
            <translation>Carte {number} depuis le haut de votre pioche</translation>
        </message>
        <message>
            <source>Card {number} from the top of {target}'s draw pile</source>
            <translation>Carte {number} depuis le haut de la pioche de {target}</translation>
        </message>
    </context>
    <context>
        <name>CinematicPowers</name>
        <message>
            <source>unknown power '{text}': choose one of {powers}</source>
            <translation>pouvoir inconnu « {text} » : choisissez parmi {powers}</translation>
        </message>
        <message>
            <source>Mage</source>
            <translation>Mage</translation>
        </message>
        <message>
            <source>Seer</source>
            <translation>Voyant</translation>
        </message>
        <message>
            <source>Necromancer</source>
            <translation>Nécromant</translation>
        </message>
        <message>
            <source>Divinely inspired</source>
            <translation>Inspiré divin</translation>
        </message>
        <message>
            <source>Astral vision</source>
            <translation>Vision astrale</translation>
        </message>
        <message>
            <source>Insight</source>
            <translation>Perspicacité</translation>
        </message>
        <message>
            <source>Mental vision</source>
            <translation>Vision mentale</translation>
        </message>
        <message>
            <source>Mental sight</source>
            <translation>Vue mentale</translation>
        </message>
        <message>
            <source>Language of the dead</source>
            <translation>Langage des morts</translation>
        </message>
        <message>
            <source>Receptacle of the dead</source>
            <translation>Réceptacle des morts</translation>
        </message>
        <message>
            <source>Prophetic visions</source>
            <translation>Visions prophétiques</translation>
        </message>
        <message>
            <source>Divine vision</source>
            <translation>Vision divine</translation>
        </message>
    </context>
    <context>
        <name>CinematicPublic</name>
        <message>
            <source>Cards left</source>
            <translation>Cartes restantes</translation>
        </message>
        <message>
            <source>In hand</source>
            <translation>En main</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Chance</translation>
        </message>
    </context>
    <context>
        <name>CinematicReplay</name>
        <message numerus="yes">
            <source>Replayed %n event(s) of a cinematic session with {players};</source>
            <translation>
                <numerusform>%n événement rejoué d’une séance de cartes cinématiques avec {players} ;</numerusform>
                <numerusform>%n événements rejoués d’une séance de cartes cinématiques avec {players} ;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n test(s) in effect.</source>
            <translation>
                <numerusform>%n test en vigueur.</numerusform>
                <numerusform>%n tests en vigueur.</numerusform>
            </translation>
        </message>
        <message>
            <source>Latest test: {player}: {result}</source>
            <translation>Dernier test : {player} : {result}</translation>
        </message>
        <message>
            <source>{player}'s {card} taken back from the hand</source>
            <translation>{card} de {player} reprise de la main</translation>
        </message>
        <message>
            <source>{player}'s {card} taken back from the discard pile</source>
            <translation>{card} de {player} reprise de la défausse</translation>
        </message>
        <message>
            <source>Corrections: {taken}.</source>
            <translation>Corrections : {taken}.</translation>
        </message>
        <message>
            <source>{name}: draw {draw}</source>
            <translation>{name} : pioche {draw}</translation>
        </message>
        <message>
            <source>discard {discard}</source>
            <translation>défausse {discard}</translation>
        </message>
        <message>
            <source>hand {held} of {size}</source>
            <translation>main {held} sur {size}</translation>
        </message>
    </context>
    <context>
        <name>CinematicRules</name>
        <message>
            <source>field 'position' must be 0 or more, not {value}</source>
            <translation>le champ « position » doit valoir 0 ou plus, pas {value}</translation>
        </message>
        <message>
            <source>field '{field}': {error}</source>
            <translation>champ « {field} » : {error}</translation>
        </message>
        <message>
            <source>a seat needs a name, not {name}</source>
            <translation>une place à la table demande un nom, pas {name}</translation>
        </message>
        <message>
            <source>{name}'s luck must be a whole number from −3 to +3 (rule U-30), not {luck}</source>
            <translation>la chance de {name} doit être un nombre entier de −3 à +3 (règle U-30), pas {luck}</translation>
        </message>
        <message>
            <source>two seats are called '{name}': each needs its own name</source>
            <translation>deux places s’appellent « {name} » : chacune demande son propre nom</translation>
        </message>
        <message>
            <source>{name}'s hand would hold {size} cards (starting hand {start}, luck {luck}): a hand cannot be smaller than 0</source>
            <translation>la main de {name} aurait {size} cartes (main de départ {start}, chance {luck}) : une main ne peut pas être plus petite que 0</translation>
        </message>
        <message>
            <source>nobody called '{name}' sits at the table (seats: {seats})</source>
            <translation>personne du nom de « {name} » n’est à la table (à la table : {seats})</translation>
        </message>
        <message numerus="yes">
            <source>{name} still holds %n card(s): no new cards until the hand is empty (rule U-21)</source>
            <translation>
                <numerusform>{name} a encore %n carte : pas de nouvelles cartes avant que la main soit vide (règle U-21)</numerusform>
                <numerusform>{name} a encore %n cartes : pas de nouvelles cartes avant que la main soit vide (règle U-21)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand holds %n card(s) (rules U-20, U-30, {owed} short for a curse (rule U-31)), not {typed}</source>
            <translation>
                <numerusform>la main de {name} compte %n carte (règles U-20, U-30, {owed} de moins pour une malédiction (règle U-31)), pas {typed}</numerusform>
                <numerusform>la main de {name} compte %n cartes (règles U-20, U-30, {owed} de moins pour une malédiction (règle U-31)), pas {typed}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand holds %n card(s) (rules U-20, U-30), not {typed}</source>
            <translation>
                <numerusform>la main de {name} compte %n carte (règles U-20, U-30), pas {typed}</numerusform>
                <numerusform>la main de {name} compte %n cartes (règles U-20, U-30), pas {typed}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}'s hand is empty: deal the new hand first (rule U-21)</source>
            <translation>la main de {name} est vide : distribuez d’abord la nouvelle main (règle U-21)</translation>
        </message>
        <message numerus="yes">
            <source>a blessing of {level} draws %n card(s), not {typed} (rule U-31)</source>
            <translation>
                <numerusform>une bénédiction de niveau {level} fait piocher %n carte, pas {typed} (règle U-31)</numerusform>
                <numerusform>une bénédiction de niveau {level} fait piocher %n cartes, pas {typed} (règle U-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a curse of {level} takes %n card(s) now: the whole hand, the rest carries over, not {lost} (rule U-31)</source>
            <translation>
                <numerusform>une malédiction de niveau {level} retire maintenant %n carte, toute la main, le reste est reporté ; pas {lost} (règle U-31)</numerusform>
                <numerusform>une malédiction de niveau {level} retire maintenant %n cartes, toute la main, le reste est reporté ; pas {lost} (règle U-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a curse of {level} takes %n card(s) now, not {lost} (rule U-31)</source>
            <translation>
                <numerusform>une malédiction de niveau {level} retire maintenant %n carte, pas {lost} (règle U-31)</numerusform>
                <numerusform>une malédiction de niveau {level} retire maintenant %n cartes, pas {lost} (règle U-31)</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is named twice</source>
            <translation>{card} est nommée deux fois</translation>
        </message>
        <message>
            <source>taking a card back is for a table of physical decks: this table draws its own cards</source>
            <translation>reprendre une carte est réservé à une table de vrais paquets : cette table pioche ses propres cartes</translation>
        </message>
        <message>
            <source>{card} is already in {name}'s draw pile: there is nothing to take back</source>
            <translation>{card} est déjà dans la pioche de {name} : il n’y a rien à reprendre</translation>
        </message>
        <message>
            <source>{card} cannot be taken back yet: {where}</source>
            <translation>{card} ne peut pas encore être reprise : {where}</translation>
        </message>
        <message>
            <source>{power}: the decks are physical, so look at the real card; the app does not know their order</source>
            <translation>{power} : les paquets sont réels, regardez donc la vraie carte ; l’application ne connaît pas leur ordre</translation>
        </message>
        <message>
            <source>{power} looks at another player's cards, not {viewer}'s own (rule U-40)</source>
            <translation>{power} regarde les cartes d’un autre joueur, pas celles de {viewer} (règle U-40)</translation>
        </message>
        <message>
            <source>{power} sees the next card of the draw pile only (rule U-40)</source>
            <translation>{power} ne voit que la prochaine carte de la pioche (règle U-40)</translation>
        </message>
        <message>
            <source>{power} sees the top card of the draw pile at this table (table options, rule U-41)</source>
            <translation>{power} voit la carte du dessus de la pioche à cette table (options de la table, règle U-41)</translation>
        </message>
        <message>
            <source>{power} looks at a hand, but {reason}</source>
            <translation>{power} regarde une main, mais {reason}</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand holds %n card(s): there is no card {number}</source>
            <translation>
                <numerusform>la main de {name} compte %n carte : il n’y a pas de carte {number}</numerusform>
                <numerusform>la main de {name} compte %n cartes : il n’y a pas de carte {number}</numerusform>
            </translation>
        </message>
        <message>
            <source>in direct draw nobody holds a hand (rule U-10)</source>
            <translation>en tirage direct, personne n’a de main (règle U-10)</translation>
        </message>
        <message>
            <source>{name} holds no hand at this table (table options)</source>
            <translation>{name} n’a pas de main à cette table (options de la table)</translation>
        </message>
        <message>
            <source>blessings, curses and refills change a hand, and {reason}</source>
            <translation>bénédictions, malédictions et nouvelles mains changent une main, or {reason}</translation>
        </message>
        <message>
            <source>{card} is not in {name}'s hand: {where}</source>
            <translation>{card} n’est pas dans la main de {name} : {where}</translation>
        </message>
        <message>
            <source>{card} is not in {name}'s hand</source>
            <translation>{card} n’est pas dans la main de {name}</translation>
        </message>
        <message>
            <source>{card} cannot be played from a hand: {reason}</source>
            <translation>{card} ne peut pas être jouée depuis une main : {reason}</translation>
        </message>
        <message>
            <source>{name} initiated this test, so its card comes from the draw pile, not the hand (rule U-23)</source>
            <translation>{name} a initié ce test : sa carte vient donc de la pioche, pas de la main (règle U-23)</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand is empty: deal the %n card(s) of the new hand first (rule U-21)</source>
            <translation>
                <numerusform>la main de {name} est vide : distribuez d’abord la %n carte de la nouvelle main (règle U-21)</numerusform>
                <numerusform>la main de {name} est vide : distribuez d’abord les %n cartes de la nouvelle main (règle U-21)</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} did not initiate this test: choose the card to play from the hand (rule U-23)</source>
            <translation>{name} n’a pas initié ce test : choisissez la carte à jouer depuis la main (règle U-23)</translation>
        </message>
        <message>
            <source>this table draws its own cards: typed cards are for a table of physical decks</source>
            <translation>cette table pioche ses propres cartes : les cartes saisies sont pour une table de vrais paquets</translation>
        </message>
        <message>
            <source>{card} is typed twice: a deck holds each card once</source>
            <translation>{card} est saisie deux fois : un paquet contient chaque carte une seule fois</translation>
        </message>
        <message>
            <source>{card} is not in {name}'s draw pile: {where}</source>
            <translation>{card} n’est pas dans la pioche de {name} : {where}</translation>
        </message>
        <message>
            <source>{name}'s draw and discard piles hold too few cards to finish a test</source>
            <translation>la pioche et la défausse de {name} ont trop peu de cartes pour finir un test</translation>
        </message>
        <message>
            <source>a blessing's level is 1, 2 or 3 (rule U-31), not {level}</source>
            <translation>le niveau d’une bénédiction est 1, 2 ou 3 (règle U-31), pas {level}</translation>
        </message>
        <message>
            <source>a curse's level is 1, 2 or 3 (rule U-31), not {level}</source>
            <translation>le niveau d’une malédiction est 1, 2 ou 3 (règle U-31), pas {level}</translation>
        </message>
        <message>
            <source>{card} is not a card of a 54-card deck</source>
            <translation>{card} n’est pas une carte d’un jeu de 54 cartes</translation>
        </message>
        <message>
            <source>it is in the draw pile</source>
            <translation>elle est dans la pioche</translation>
        </message>
        <message>
            <source>it is in the discard pile</source>
            <translation>elle est dans la défausse</translation>
        </message>
        <message>
            <source>it is in the hand</source>
            <translation>elle est dans la main</translation>
        </message>
        <message>
            <source>it is in the test being resolved</source>
            <translation>elle fait partie du test en cours</translation>
        </message>
        <message>
            <source>a cinematic session's setup must list its players</source>
            <translation>la préparation d’une séance de cartes cinématiques doit lister ses joueurs</translation>
        </message>
        <message>
            <source>the setup's mirror flag must be true or false, not {value}</source>
            <translation>l’indicateur de mode miroir doit valoir true ou false, pas {value}</translation>
        </message>
        <message>
            <source>{name}'s sheet: {spell} cannot be applied: {error}</source>
            <translation>fiche de {name} : {spell} ne peut pas être appliqué : {error}</translation>
        </message>
        <message>
            <source>type the cards drawn from {name}'s real deck (mirror mode)</source>
            <translation>saisissez les cartes piochées dans le vrai paquet de {name} (mode miroir)</translation>
        </message>
        <message>
            <source>{name} holds no hand at this table: there is no card to show (U-10)</source>
            <translation>{name} n’a pas de main à cette table : aucune carte à montrer (U-10)</translation>
        </message>
        <message>
            <source>{name} cannot show a card to themselves</source>
            <translation>{name} doit montrer la carte à quelqu’un d’autre</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>la main de {name}</translation>
        </message>
        <message>
            <source>{name}'s discard pile</source>
            <translation>la défausse de {name}</translation>
        </message>
        <message>
            <source>{name} holds no hand at this table: every test draws from the deck (U-10)</source>
            <translation>{name} n’a pas de main à cette table : chaque test tire dans le paquet (U-10)</translation>
        </message>
        <message>
            <source>{name}'s hand still holds cards: no new cards come until it is empty (U-21)</source>
            <translation>{name} a encore des cartes en main : aucune nouvelle carte avant que la main soit vide (U-21)</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand holds %n card(s) (U-20)</source>
            <translation>
                <numerusform>La main de {name} compte %n carte (U-20)</numerusform>
                <numerusform>La main de {name} compte %n cartes (U-20)</numerusform>
            </translation>
        </message>
        <message>
            <source>success</source>
            <translation>réussite</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>échec</translation>
        </message>
        <message>
            <source>critical success</source>
            <translation>réussite critique</translation>
        </message>
        <message>
            <source>critical failure</source>
            <translation>échec critique</translation>
        </message>
        <message>
            <source>the attribute must be a whole number from 0 to {maximum}, not {value}</source>
            <translation>l’Attribut doit être un nombre entier de 0 à {maximum}, pas {value}</translation>
        </message>
        <message>
            <source>the skill must be a whole number from 0 to {maximum}, not {value}</source>
            <translation>la Compétence doit être un nombre entier de 0 à {maximum}, pas {value}</translation>
        </message>
        <message>
            <source>the Difficulty Level must be from {minimum} (rule U-01) to {maximum}, not {value}</source>
            <translation>le Niveau de Difficulté doit aller de {minimum} (règle U-01) à {maximum}, pas {value}</translation>
        </message>
        <message>
            <source>{working} = {chance} → total {total}: {outcome}</source>
            <translation>{working} = {chance} → total {total} : {outcome}</translation>
        </message>
        <message>
            <source>a test needs at least one card</source>
            <translation>un test demande au moins une carte</translation>
        </message>
        <message>
            <source>{card} is named twice: a deck holds each card once</source>
            <translation>{card} est nommée deux fois : un paquet contient chaque carte une seule fois</translation>
        </message>
        <message numerus="yes">
            <source>{card} calls for another card (rule {rule}) but the test was given only %n card(s)</source>
            <translation>
                <numerusform>{card} demande une autre carte (règle {rule}) mais le test n’a reçu que %n carte</numerusform>
                <numerusform>{card} demande une autre carte (règle {rule}) mais le test n’a reçu que %n cartes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} calls for another card (rule {rule}, chained) but the test was given only %n card(s)</source>
            <translation>
                <numerusform>{card} demande une autre carte (règle {rule}, en chaîne) mais le test n’a reçu que %n carte</numerusform>
                <numerusform>{card} demande une autre carte (règle {rule}, en chaîne) mais le test n’a reçu que %n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>the test uses {used} only: {extra} is not part of it</source>
            <translation>le test n’utilise que {used} : {extra} n’en fait pas partie</translation>
        </message>
        <message>
            <source>the test uses {used} only: {extra} are not part of it</source>
            <translation>le test n’utilise que {used} : {extra} n’en font pas partie</translation>
        </message>
        <message>
            <source>{first} then {second} (red)</source>
            <translation>{first} puis {second} (rouge)</translation>
        </message>
        <message>
            <source>{first} then {second} (black)</source>
            <translation>{first} puis {second} (noire)</translation>
        </message>
        <message>
            <source>{first} then {second}</source>
            <translation>{first} puis {second}</translation>
        </message>
        <message>
            <source>{card} is not a card of a 54-card deck (52 cards and 2 jokers)</source>
            <translation>{card} n’est pas une carte d’un jeu de 54 cartes (52 cartes et 2 jokers)</translation>
        </message>
        <message>
            <source>Chronicler</source>
            <translation>Chroniqueur</translation>
        </message>
        <message>
            <source>Blessing</source>
            <translation>Bénédiction</translation>
        </message>
        <message>
            <source>Curse</source>
            <translation>Malédiction</translation>
        </message>
    </context>
    <context>
        <name>CinematicScreen</name>
        <message>
            <source>Hand, blessings and curses</source>
            <translation>Main, bénédictions et malédictions</translation>
        </message>
        <message>
            <source>Powers</source>
            <translation>Pouvoirs</translation>
        </message>
        <message>
            <source>Keys: type the cards drawn, then Enter (Space goes to the field) · Ctrl+Z undo · Ctrl+Shift+Z redo · F1 every key</source>
            <translation>Touches : tapez les cartes tirées, puis Entrée (Espace va au champ) · Ctrl+Z annuler · Ctrl+Maj+Z rétablir · F1 toutes les touches</translation>
        </message>
        <message>
            <source>Keys: 1–9 choose a card of the hand · Space play it (or draw, for a test the player starts) · Ctrl+Z undo · Ctrl+Shift+Z redo · F1 every key</source>
            <translation>Touches : 1–9 choisir une carte de la main · Espace la jouer (ou piocher, pour un test à l’initiative du joueur) · Ctrl+Z annuler · Ctrl+Maj+Z rétablir · F1 toutes les touches</translation>
        </message>
        <message>
            <source>Keys: Space draw · Ctrl+Z undo · Ctrl+Shift+Z redo · F1 every key</source>
            <translation>Touches : Espace piocher · Ctrl+Z annuler · Ctrl+Maj+Z rétablir · F1 toutes les touches</translation>
        </message>
        <message>
            <source>Hand management: hands of {size} ± luck (U-20)</source>
            <translation>Gestion de cartes : mains de {size} ± chance (U-20)</translation>
        </message>
        <message>
            <source>Direct draw: every test draws from the deck (U-10)</source>
            <translation>Tirage direct : chaque test pioche dans le paquet (U-10)</translation>
        </message>
        <message>
            <source>a test succeeds when the total beats the Difficulty (U-01)</source>
            <translation>un test réussit quand le total dépasse la Difficulté (U-01)</translation>
        </message>
        <message>
            <source>a test succeeds when the total meets the Difficulty (U-01)</source>
            <translation>un test réussit quand le total atteint la Difficulté (U-01)</translation>
        </message>
        <message>
            <source>mirror: type the cards drawn from the real decks</source>
            <translation>mode miroir : saisissez les cartes piochées dans les vrais paquets</translation>
        </message>
        <message>
            <source>Attribute</source>
            <translation>Attribut</translation>
        </message>
        <message>
            <source>Skill {rating}</source>
            <translation>Compétence {rating}</translation>
        </message>
        <message>
            <source>no skill</source>
            <translation>sans Compétence</translation>
        </message>
        <message>
            <source>{player}: {attribute} + {skill}</source>
            <translation>{player} : {attribute} + {skill}</translation>
        </message>
        <message>
            <source>Choose the hand card to see the odds.</source>
            <translation>Choisissez la carte de la main pour voir les chances.</translation>
        </message>
        <message>
            <source>The draw and discard piles can run out before this test is over.</source>
            <translation>La pioche et la défausse peuvent s’épuiser avant la fin de ce test.</translation>
        </message>
        <message numerus="yes">
            <source>{player}'s new hand: %n card(s)</source>
            <translation>
                <numerusform>Nouvelle main de {player} : %n carte</numerusform>
                <numerusform>Nouvelle main de {player} : %n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>Correction: {player}'s {card} taken from the hand back onto the draw pile</source>
            <translation>Correction : {card} de {player} reprise de la main et remise sur la pioche</translation>
        </message>
        <message>
            <source>Correction: {player}'s {card} taken from the discard pile back onto the draw pile</source>
            <translation>Correction : {card} de {player} reprise de la défausse et remise sur la pioche</translation>
        </message>
        <message>
            <source>{name}'s deck reshuffled</source>
            <translation>paquet de {name} remélangé</translation>
        </message>
        <message>
            <source>decks reshuffled: {names}</source>
            <translation>paquets remélangés : {names}</translation>
        </message>
        <message numerus="yes">
            <source>{player} blessed by {spell}: +%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>Bénédiction « {spell} » sur {player} : +%n carte jusqu’à ce que la main soit épuisée</numerusform>
                <numerusform>Bénédiction « {spell} » sur {player} : +%n cartes jusqu’à ce que la main soit épuisée</numerusform>
            </translation>
        </message>
        <message>
            <source>The Chronicler</source>
            <translation>Le Chroniqueur</translation>
        </message>
        <message>
            <source>{player} showed a card to {target}</source>
            <translation>{player} a montré une carte à {target}</translation>
        </message>
        <message numerus="yes">
            <source>{player} blessed: +%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>Bénédiction sur {player} : +%n carte jusqu’à ce que la main soit épuisée</numerusform>
                <numerusform>Bénédiction sur {player} : +%n cartes jusqu’à ce que la main soit épuisée</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} cursed by {spell}: −%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>Malédiction « {spell} » sur {player} : −%n carte jusqu’à ce que la main soit épuisée</numerusform>
                <numerusform>Malédiction « {spell} » sur {player} : −%n cartes jusqu’à ce que la main soit épuisée</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} cursed: −%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>Malédiction sur {player} : −%n carte jusqu’à ce que la main soit épuisée</numerusform>
                <numerusform>Malédiction sur {player} : −%n cartes jusqu’à ce que la main soit épuisée</numerusform>
            </translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at card {number} of their own hand</source>
            <translation>{viewer} a utilisé {power} et regardé la carte {number} de sa propre main</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at card {number} of {target}'s hand</source>
            <translation>{viewer} a utilisé {power} et regardé la carte {number} de la main de {target}</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at the next card of their own draw pile</source>
            <translation>{viewer} a utilisé {power} et regardé la prochaine carte de sa propre pioche</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at the next card of {target}'s draw pile</source>
            <translation>{viewer} a utilisé {power} et regardé la prochaine carte de la pioche de {target}</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at card {number} from the top of their own draw pile</source>
            <translation>{viewer} a utilisé {power} et regardé la carte {number} depuis le dessus de sa propre pioche</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at card {number} from the top of {target}'s draw pile</source>
            <translation>{viewer} a utilisé {power} et regardé la carte {number} depuis le dessus de la pioche de {target}</translation>
        </message>
        <message>
            <source>{line} — {reshuffled}</source>
            <translation>{line} — {reshuffled}</translation>
        </message>
        <message>
            <source> (card from the hand)</source>
            <translation> (carte de la main)</translation>
        </message>
        <message>
            <source>{player}: {attribute} + {skill} vs {difficulty}{played} — {working} = {chance} → total {total}: {outcome}</source>
            <translation>{player} : {attribute} + {skill} contre {difficulty}{played} — {working} = {chance} → total {total} : {outcome}</translation>
        </message>
    </context>
    <context>
        <name>CinematicSheet</name>
        <message>
            <source>Strength</source>
            <translation>Force</translation>
        </message>
        <message>
            <source>Dexterity</source>
            <translation>Dextérité</translation>
        </message>
        <message>
            <source>Constitution</source>
            <translation>Constitution</translation>
        </message>
        <message>
            <source>Intelligence</source>
            <translation>Intelligence</translation>
        </message>
        <message>
            <source>Perception</source>
            <translation>Perception</translation>
        </message>
        <message>
            <source>Willpower</source>
            <translation>Volonté</translation>
        </message>
        <message>
            <source>cinematic character</source>
            <translation>personnage de cartes cinématiques</translation>
        </message>
        <message>
            <source>{owner}: {field} {problem}</source>
            <translation>{owner} : {field} {problem}</translation>
        </message>
        <message>
            <source>{owner} {problem}</source>
            <translation>{owner} {problem}</translation>
        </message>
        <message>
            <source>must be some text, not {value}</source>
            <translation>doit être un texte, pas {value}</translation>
        </message>
        <message>
            <source>blessing</source>
            <translation>bénédiction</translation>
        </message>
        <message>
            <source>must be 1 to 3 (a blessing) or −1 to −3 (a curse), not {value}</source>
            <translation>doit valoir de 1 à 3 (une bénédiction) ou de −1 à −3 (une malédiction), pas {value}</translation>
        </message>
        <message>
            <source>blessing '{name}'</source>
            <translation>bénédiction « {name} »</translation>
        </message>
        <message>
            <source>must be a JSON object, not {value}</source>
            <translation>doit être un objet JSON, pas {value}</translation>
        </message>
        <message>
            <source>a blessing</source>
            <translation>une bénédiction</translation>
        </message>
        <message>
            <source>is not a field (fields: {fields})</source>
            <translation>n’est pas un champ (champs : {fields})</translation>
        </message>
        <message>
            <source>is missing</source>
            <translation>manque</translation>
        </message>
        <message>
            <source>cinematic character '{name}'</source>
            <translation>personnage de cartes cinématiques « {name} »</translation>
        </message>
        <message>
            <source>must be a whole number from −3 to +3, not {value}</source>
            <translation>doit être un nombre entier de −3 à +3, pas {value}</translation>
        </message>
        <message>
            <source>must be text, not {value}</source>
            <translation>doit être du texte, pas {value}</translation>
        </message>
        <message>
            <source>a cinematic character</source>
            <translation>un personnage de cartes cinématiques</translation>
        </message>
        <message>
            <source>must be a JSON object of names and ratings, not {value}</source>
            <translation>doit être un objet JSON de noms et de valeurs, pas {value}</translation>
        </message>
        <message>
            <source>must be a JSON list of blessings, not {value}</source>
            <translation>doit être une liste JSON de bénédictions, pas {value}</translation>
        </message>
        <message>
            <source>must pair names with ratings, not {value}</source>
            <translation>doit associer des noms à des valeurs, pas {value}</translation>
        </message>
        <message>
            <source>has a name that is not text: {value}</source>
            <translation>a un nom qui n’est pas du texte : {value}</translation>
        </message>
        <message>
            <source>is named twice</source>
            <translation>est nommé deux fois</translation>
        </message>
        <message>
            <source>must be a whole number from 0 to {maximum}, not {value}</source>
            <translation>doit être un nombre entier de 0 à {maximum}, pas {value}</translation>
        </message>
        <message>
            <source>must be a list of blessings, not {value}</source>
            <translation>doit être une liste de bénédictions, pas {value}</translation>
        </message>
        <message>
            <source>must be a Blessing, not {value}</source>
            <translation>doit être une bénédiction, pas {value}</translation>
        </message>
    </context>
    <context>
        <name>CircumstanceCard</name>
        <message>
            <source>HELPS FOUNDERS</source>
            <translation>AIDE LES FONDATEURS</translation>
        </message>
        <message>
            <source>HINDERS FOUNDERS</source>
            <translation>GÊNE LES FONDATEURS</translation>
        </message>
        <message>
            <source>Value −1</source>
            <translation>Valeur −1</translation>
        </message>
        <message>
            <source>Value +1</source>
            <translation>Valeur +1</translation>
        </message>
        <message>
            <source>Rename or remove</source>
            <translation>Renommer ou retirer</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renommer…</translation>
        </message>
        <message>
            <source>Remove from the scene</source>
            <translation>Retirer de la scène</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>resolve one test of a rule system, from given or random cards and dice</source>
            <translation>résoudre un test d’un système de règles, avec des cartes et des dés donnés ou tirés au hasard</translation>
        </message>
        <message>
            <source>{prog}: error: {message} (see {prog} --help)</source>
            <translation>{prog} : erreur : {message} (voir {prog} --help)</translation>
        </message>
        <message>
            <source>SYSTEM</source>
            <translation>SYSTÈME</translation>
        </message>
        <message>
            <source>systems</source>
            <translation>systèmes </translation>
        </message>
        <message>
            <source>Card Desk: manage characters and cards between sessions, print card sheets, and keep the deck, dice and score at the table. With no command, opens the app.</source>
            <translation>Card Desk : gérez personnages et cartes entre les séances, imprimez des planches de cartes et tenez le paquet, les dés et le score à la table. Sans commande, l’application s’ouvre.</translation>
        </message>
        <message>
            <source>show the version of Card Desk and exit</source>
            <translation>afficher la version de Card Desk et quitter</translation>
        </message>
        <message>
            <source>the language of the app and of these messages for this run (default: in the window, the one chosen in View → Language, else the system's; for the commands, the system's, from LANG)</source>
            <translation>la langue de l’application et de ces messages pour cette exécution (par défaut : dans la fenêtre, celle choisie dans Affichage → Langue, sinon celle du système ; pour les commandes, celle du système, d’après LANG)</translation>
        </message>
        <message>
            <source>PATH</source>
            <translation>CHEMIN</translation>
        </message>
        <message>
            <source>the campaign file to open in the window (created if missing); default: the last one opened</source>
            <translation>le fichier de campagne à ouvrir dans la fenêtre (créé s’il n’existe pas) ; par défaut : le dernier ouvert</translation>
        </message>
        <message>
            <source>COMMAND</source>
            <translation>COMMANDE</translation>
        </message>
        <message>
            <source>commands</source>
            <translation>commandes </translation>
        </message>
        <message>
            <source>open the main window (the default)</source>
            <translation>ouvrir la fenêtre principale (par défaut)</translation>
        </message>
        <message>
            <source>deskapp: error: {message}</source>
            <translation>deskapp : erreur : {message}</translation>
        </message>
        <message>
            <source>write an example campaign with a group for each rule system</source>
            <translation>écrire une campagne de démonstration avec un groupe pour chaque système de règles</translation>
        </message>
        <message>
            <source>write the campaign's characters, options and play sessions to a JSON file</source>
            <translation>écrire les personnages, les options et les séances de jeu de la campagne dans un fichier JSON</translation>
        </message>
        <message>
            <source>add the characters of a JSON export to a campaign; one bad field refuses the whole file</source>
            <translation>ajouter à une campagne les personnages d’un export JSON ; un seul champ erroné fait refuser tout le fichier</translation>
        </message>
        <message>
            <source>write the campaign's cards to a PDF of card sheets, ready to print and cut</source>
            <translation>écrire les cartes de la campagne dans un PDF de planches prêtes à imprimer et à découper</translation>
        </message>
        <message>
            <source>put the calibration sheet's readings into a printer profile, or show them</source>
            <translation>enregistrer les lectures de la feuille de calibrage dans un profil d’imprimante, ou afficher les profils</translation>
        </message>
        <message>
            <source>serve a play session's links for the players' phones, until Ctrl-C</source>
            <translation>servir les liens d’une séance de jeu pour les téléphones des joueurs, jusqu’à Ctrl-C</translation>
        </message>
        <message>
            <source>replay a play session (or a rule system's own log) and print the table after each event</source>
            <translation>rejouer une séance de jeu (ou le journal propre à un système de règles) et afficher la table après chaque événement</translation>
        </message>
        <message>
            <source>check that a play session's shuffles, draws and dice follow from its revealed seed</source>
            <translation>vérifier que les mélanges, tirages et dés d’une séance de jeu découlent de sa graine révélée</translation>
        </message>
        <message>
            <source>deskapp: {line}</source>
            <translation>deskapp : {line}</translation>
        </message>
        <message>
            <source>the campaign file (created if missing)</source>
            <translation>le fichier de campagne (créé s’il n’existe pas)</translation>
        </message>
        <message>
            <source>the campaign file</source>
            <translation>le fichier de campagne</translation>
        </message>
        <message>
            <source>which campaign? give it with --campaign PATH</source>
            <translation>quelle campagne ? indiquez-la avec --campaign CHEMIN</translation>
        </message>
        <message>
            <source>{flag} must be a whole number from {minimum} to {maximum}, not '{text}'</source>
            <translation>{flag} doit être un nombre entier de {minimum} à {maximum}, pas « {text} »</translation>
        </message>
        <message numerus="yes">
            <source>a number of %n digit(s)</source>
            <translation>
                <numerusform>un nombre de %n chiffre</numerusform>
                <numerusform>un nombre de %n chiffres</numerusform>
            </translation>
        </message>
        <message>
            <source>{flag} must be a whole number from {minimum} to {maximum}, not {number}</source>
            <translation>{flag} doit être un nombre entier de {minimum} à {maximum}, pas {number}</translation>
        </message>
        <message>
            <source>print one JSON object</source>
            <translation>afficher un seul objet JSON</translation>
        </message>
        <message>
            <source>NAME=VALUE</source>
            <translation>NOM=VALEUR</translation>
        </message>
        <message>
            <source>--option takes NAME=VALUE, such as {example}, not '{pair}'</source>
            <translation>--option attend NOM=VALEUR, par exemple {example}, pas « {pair} »</translation>
        </message>
        <message>
            <source>--option takes NAME=VALUE, not '{pair}'</source>
            <translation>--option attend NOM=VALEUR, pas « {pair} »</translation>
        </message>
        <message>
            <source>--option {name}: a single test reads only {names}</source>
            <translation>--option {name} : un test seul ne lit que {names}</translation>
        </message>
        <message>
            <source>the new campaign file ({extension})</source>
            <translation>le nouveau fichier de campagne ({extension})</translation>
        </message>
        <message>
            <source>{path} already exists: the demo never overwrites a file, choose another name</source>
            <translation>{path} existe déjà : la démo n’écrase jamais un fichier, choisissez un autre nom</translation>
        </message>
        <message numerus="yes">
            <source>%n character(s)</source>
            <translation>
                <numerusform>%n personnage</numerusform>
                <numerusform>%n personnages</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>in %n rule system(s)</source>
            <translation>
                <numerusform>dans %n système de règles</numerusform>
                <numerusform>dans %n systèmes de règles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished play session(s)</source>
            <translation>
                <numerusform>%n séance de jeu terminée</numerusform>
                <numerusform>%n séances de jeu terminées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n play session(s) in progress</source>
            <translation>
                <numerusform>%n séance de jeu en cours</numerusform>
                <numerusform>%n séances de jeu en cours</numerusform>
            </translation>
        </message>
        <message>
            <source>Wrote the demo campaign to {path}: {characters} {in_systems}, {finished} and {sessions}.</source>
            <translation>Campagne de démonstration écrite dans {path} : {characters} {in_systems}, {finished} et {sessions}.</translation>
        </message>
        <message>
            <source>The finished sessions' seeds are revealed: check their cards and dice with deskapp export --campaign {path} --out {export} then deskapp verify {export}</source>
            <translation>Les graines des séances terminées sont révélées : vérifiez leurs cartes et leurs dés avec deskapp export --campaign {path} --out {export} puis deskapp verify {export}</translation>
        </message>
        <message>
            <source>Open it with: deskapp --campaign {path}</source>
            <translation>Ouvrez-la avec : deskapp --campaign {path}</translation>
        </message>
        <message>
            <source>FILE.json</source>
            <translation>FICHIER.json</translation>
        </message>
        <message>
            <source>the JSON file to write</source>
            <translation>le fichier JSON à écrire</translation>
        </message>
        <message>
            <source>the readings:
  The sheet's front has a millimetre scale across and up at five points, named
    {points}.
  Held against a light, the back's cross falls on each scale at a number: that
  number, across then up, is the reading, such as --reading centre=1.5,-0.5 (a
  point alone, 1.5,-0.5, is the centre). Half millimetres read well; the numbers
  are corrections, so a sheet printed with the corrected profile reads 0,0 at
  every point.
example:
  deskapp print --campaign my.carddesk --out sheet.pdf --calibration --backs long
  deskapp calibrate --profile "Office laser, tray 2" --reading centre=1.5,-0.5 \
      --reading top-left=2,-0.5 --reading top-right=1,-0.5</source>
            <translation>les lectures :
  Le recto de la feuille porte une règle millimétrée horizontale et verticale en
  cinq points, nommés {points}.
  Devant une lumière, la croix du verso tombe sur chaque règle à un nombre : ce
  nombre, horizontal puis vertical, est la lecture, par exemple
  --reading centre=1.5,-0.5 (un point seul, 1.5,-0.5, est le centre). Le
  demi-millimètre se lit bien ; les nombres sont des corrections : une feuille
  imprimée avec le profil corrigé indique 0,0 en chaque point.
exemple :
  deskapp print --campaign ma.carddesk --out feuille.pdf --calibration --backs long
  deskapp calibrate --profile "Laser du bureau, bac 2" --reading centre=1.5,-0.5 \
      --reading top-left=2,-0.5 --reading top-right=1,-0.5</translation>
        </message>
        <message>
            <source>NAME</source>
            <translation>NOM</translation>
        </message>
        <message>
            <source>the printer profile to correct, or to make when there is none of that name (from a sheet printed without a profile); without --reading, shows it (and without --profile, every profile)</source>
            <translation>le profil d’imprimante à corriger, ou à créer s’il n’y en a aucun de ce nom (d’après une feuille imprimée sans profil) ; sans --reading, l’affiche (et sans --profile, tous les profils)</translation>
        </message>
        <message>
            <source>WHERE=X,Y</source>
            <translation>OÙ=X,Y</translation>
        </message>
        <message>
            <source>what the sheet reads at one point (see below); the centre is needed, each corner is optional; once for each point</source>
            <translation>la lecture de la feuille en un point (voir plus bas) ; le centre est requis, chaque coin facultatif ; une fois par point</translation>
        </message>
        <message>
            <source>the paper the sheet was printed on: {sizes}, or WIDTHxHEIGHT in mm (default: {default})</source>
            <translation>le papier sur lequel la feuille a été imprimée : {sizes}, ou LARGEURxHAUTEUR en mm (par défaut : {default})</translation>
        </message>
        <message>
            <source>the edge the sheets turn over on this printer, kept in the profile (default: the profile's, long for a new one)</source>
            <translation>le bord sur lequel cette imprimante retourne les feuilles, gardé dans le profil (par défaut : celui du profil, long pour un nouveau)</translation>
        </message>
        <message>
            <source>--reading: each point once</source>
            <translation>--reading : chaque point une seule fois</translation>
        </message>
        <message>
            <source>which printer profile do the readings go into? give --profile</source>
            <translation>dans quel profil d’imprimante vont les lectures ? indiquez --profile</translation>
        </message>
        <message>
            <source>there are no printer profiles yet</source>
            <translation>il n’y a encore aucun profil d’imprimante</translation>
        </message>
        <message>
            <source>--backs: a printer turns the sheets over the long or short edge</source>
            <translation>--backs : une imprimante retourne les feuilles sur le bord long ou court (long ou short)</translation>
        </message>
        <message>
            <source>the damaged profiles file was kept as {path}</source>
            <translation>le fichier de profils endommagé a été conservé sous {path}</translation>
        </message>
        <message>
            <source>Made the printer profile “{name}”: {values}</source>
            <translation>Profil d’imprimante « {name} » créé : {values}</translation>
        </message>
        <message>
            <source>Corrected the printer profile “{name}”: {values} (was: {old})</source>
            <translation>Profil d’imprimante « {name} » corrigé : {values} (avant : {old})</translation>
        </message>
        <message>
            <source>export only this character (repeat for more)</source>
            <translation>n’exporter que ce personnage (à répéter pour d’autres)</translation>
        </message>
        <message>
            <source>no character called '{name}' in the campaign</source>
            <translation>aucun personnage nommé « {name} » dans la campagne</translation>
        </message>
        <message numerus="yes">
            <source>Exported %n character(s) to {path}</source>
            <translation>
                <numerusform>%n personnage exporté dans {path}</numerusform>
                <numerusform>%n personnages exportés dans {path}</numerusform>
            </translation>
        </message>
        <message>
            <source>a file written by deskapp export</source>
            <translation>un fichier écrit par deskapp export</translation>
        </message>
        <message>
            <source>Imported {what} into {path}</source>
            <translation>Importé dans {path} : {what}</translation>
        </message>
        <message>
            <source>OUT.pdf</source>
            <translation>SORTIE.pdf</translation>
        </message>
        <message>
            <source>the PDF file to write (with --png: the new folder for the PNG files)</source>
            <translation>le fichier PDF à écrire (avec --png : le nouveau dossier des fichiers PNG)</translation>
        </message>
        <message>
            <source>kinds of card:</source>
            <translation>types de cartes :</translation>
        </message>
        <message>
            <source>KINDS</source>
            <translation>TYPES</translation>
        </message>
        <message>
            <source>the kinds of card to print, separated by commas (listed below); default: every card of the campaign but the decks ({decks}), or with --characters every card those characters own</source>
            <translation>les types de cartes à imprimer, séparés par des virgules (liste ci-dessous) ; par défaut : toutes les cartes de la campagne sauf les paquets ({decks}), ou avec --characters toutes les cartes de ces personnages</translation>
        </message>
        <message>
            <source>print only the cards whose face or back changed since they were last printed (or were never printed), with a last page listing them by owner to replace in the players' piles; every export notes what it printed in the campaign</source>
            <translation>n’imprimer que les cartes dont le recto ou le verso a changé depuis leur dernière impression (ou qui n’ont jamais été imprimées), avec une dernière page qui les énumère par propriétaire, à remplacer dans les paquets des joueurs ; chaque export note dans la campagne ce qu’il a imprimé</translation>
        </message>
        <message>
            <source>NAMES</source>
            <translation>NOMS</translation>
        </message>
        <message>
            <source>print only these characters' cards (names separated by commas); with --cards, also the shared cards of their rule systems</source>
            <translation>n’imprimer que les cartes de ces personnages (noms séparés par des virgules) ; avec --cards, aussi les cartes communes de leurs systèmes de règles</translation>
        </message>
        <message>
            <source>the language of the words printed on the cards: English, Czech or French (default: the language of this run, {language})</source>
            <translation>la langue des mots imprimés sur les cartes : anglais, tchèque ou français (par défaut : la langue de cette exécution, {language})</translation>
        </message>
        <message>
            <source>SIZE</source>
            <translation>TAILLE</translation>
        </message>
        <message>
            <source>{sizes}, or WIDTHxHEIGHT in mm (default: {default})</source>
            <translation>{sizes}, ou LARGEURxHAUTEUR en mm (par défaut : {default})</translation>
        </message>
        <message>
            <source>MM</source>
            <translation>MM</translation>
        </message>
        <message>
            <source>how far card backgrounds run past the cut line, 0 to 10 mm (default: {default})</source>
            <translation>de combien le fond des cartes dépasse le trait de coupe, de 0 à 10 mm (par défaut : {default})</translation>
        </message>
        <message>
            <source>space between cards, so each carries its own bleed; default: auto, every card its own bleed on all four sides (as much of --bleed as fits, at least 0.75 mm) and a crop mark on every cut line; 0 puts cards edge to edge for guillotine cutting, sharing cut lines, so a back printed a little off shows its neighbour's colour</source>
            <translation>l’espace entre les cartes, pour que chacune ait son propre fond perdu ; par défaut : auto, chaque carte a son propre fond perdu sur ses quatre côtés (autant de --bleed qu’il en tient, au moins 0,75 mm) et chaque trait de coupe son repère ; 0 les place bord à bord pour le massicot, traits de coupe partagés, si bien qu’un verso un peu décalé montre la couleur de sa voisine</translation>
        </message>
        <message>
            <source>the border the printer cannot print: crop marks stay out of it and the preflight warns when the bleed runs into it (default: {default})</source>
            <translation>la marge que l’imprimante ne peut pas imprimer : les traits de coupe restent en dehors et le contrôle avant impression avertit si le fond perdu y déborde (par défaut : {default})</translation>
        </message>
        <message>
            <source>never turn cards a quarter on the sheet (by default they are turned when that fits more of them, such as 18 poker cards on A3 instead of 16)</source>
            <translation>ne jamais tourner les cartes d’un quart de tour sur la planche (par défaut, elles sont tournées quand il en tient davantage, par exemple 18 cartes poker sur A3 au lieu de 16)</translation>
        </message>
        <message>
            <source>cut guides: none, short marks in the margin, or marks to the page edge (default: {default})</source>
            <translation>repères de coupe : none (aucun), courts traits dans la marge, ou traits jusqu’au bord de la page (par défaut : {default})</translation>
        </message>
        <message>
            <source>card backs: none; double-sided flipped on the long edge or the short edge; or gutterfold, fronts and backs on one page to fold (default: {default})</source>
            <translation>versos des cartes : none (aucun) ; recto verso retourné sur le bord long ou court ; ou gutterfold, rectos et versos sur une page à plier (par défaut : {default})</translation>
        </message>
        <message>
            <source>move the backs by X,Y mm (right and up, seen from the front) for a printer that misregisters; find it with --calibration (default: 0,0)</source>
            <translation>décaler les versos de X,Y mm (à droite et vers le haut, vu du recto) pour une imprimante mal repérée ; mesurez-le avec --calibration (par défaut : 0,0)</translation>
        </message>
        <message>
            <source>print the backs at X,Y per cent of their size (across and up, 95 to 105) for a printer that stretches the back of the sheet; found with the calibration sheet's corners (default: 100,100)</source>
            <translation>imprimer les versos à X,Y pour cent de leur taille (horizontal et vertical, de 95 à 105) pour une imprimante qui étire le verso de la feuille ; mesuré avec les coins de la feuille de calibrage (par défaut : 100,100)</translation>
        </message>
        <message>
            <source>print with a printer profile: its back offset, back scale and duplex edge (made with deskapp calibrate or on the Print page); --back-offset, --back-scale and --backs given as well go before the profile's own</source>
            <translation>imprimer avec un profil d’imprimante : son décalage des versos, son échelle des versos et son bord de retournement (créé par deskapp calibrate ou sur la page Impression) ; --back-offset, --back-scale et --backs donnés aussi priment sur ceux du profil</translation>
        </message>
        <message>
            <source>KIND=PATH</source>
            <translation>TYPE=CHEMIN</translation>
        </message>
        <message>
            <source>print a PNG or JPEG picture of your own on the backs of the cards of a kind (covering the bleed; 300 dpi wanted); give it once for each kind</source>
            <translation>imprimer votre propre image PNG ou JPEG au verso des cartes d’un type (fond perdu compris ; 300 dpi souhaités) ; une fois par type</translation>
        </message>
        <message>
            <source>KIND=N</source>
            <translation>TYPE=N</translation>
        </message>
        <message>
            <source>print each card of a kind N times (0 to 100; 0 leaves the kind out); once for each kind</source>
            <translation>imprimer N fois chaque carte d’un type (0 à 100 ; 0 omet le type) ; une fois par type</translation>
        </message>
        <message>
            <source>add N write-in cards of a kind to fill in during play (aspect, relationship, trait, consequence); once for each kind</source>
            <translation>ajouter N cartes vierges d’un type à remplir en jeu (aspect, relationship, trait, consequence) ; une fois par type</translation>
        </message>
        <message>
            <source>playing cards in four colours: spades black, hearts red, diamonds blue, clubs green, so no two suits share a colour</source>
            <translation>cartes à jouer en quatre couleurs : piques noirs, cœurs rouges, carreaux bleus, trèfles verts, pour qu’aucune enseigne ne partage sa couleur</translation>
        </message>
        <message>
            <source>save ink: no large colour fills, portraits in grey</source>
            <translation>économiser l’encre : pas de grands aplats de couleur, portraits en gris</translation>
        </message>
        <message>
            <source>write the fronts and the backs to two PDFs beside OUT (OUT-fronts.pdf, OUT-backs.pdf), for printing the backs after turning the sheets over by hand (needs --backs long or short)</source>
            <translation>écrire les rectos et les versos dans deux PDF à côté de SORTIE (SORTIE-fronts.pdf, SORTIE-backs.pdf), pour imprimer les versos après avoir retourné les feuilles à la main (il faut --backs long ou short)</translation>
        </message>
        <message>
            <source>write a PNG file for each card side to the new folder OUT instead of a PDF: 300 dpi with a 1/8 inch bleed, in the size card makers take for --card-size (poker and US poker 825×1125 px, tarot, mini), named so their uploaders keep the order and pair each front with its back</source>
            <translation>écrire un fichier PNG par face de carte dans le nouveau dossier SORTIE au lieu d’un PDF : 300 dpi avec un fond perdu de 1/8 de pouce, à la taille que les fabricants de cartes acceptent pour --card-size (poker et US poker 825×1125 px, tarot, mini), nommés pour que leurs outils d’envoi gardent l’ordre et associent chaque recto à son verso</translation>
        </message>
        <message>
            <source>write a PDF for print-on-demand services instead: one card a page with a 1/8 inch bleed, in the size they take for --card-size (poker and US poker 2.5×3.5 inch, tarot, mini), every colour and picture in CMYK with at most 240 percent of ink in all, fonts embedded</source>
            <translation>écrire plutôt un PDF pour l’impression à la demande : une carte par page avec un fond perdu de 1/8 de pouce, au format de --card-size que ces services acceptent (poker et US poker 2,5×3,5 pouces, tarot, mini), toutes les couleurs et images en CMJN avec au plus 240 pour cent d’encre au total, polices incorporées</translation>
        </message>
        <message>
            <source>write nothing and exit with status 2 when the preflight finds any problem</source>
            <translation>ne rien écrire et quitter avec le code 2 si le contrôle avant impression trouve un problème</translation>
        </message>
        <message>
            <source>start with a two-page sheet that shows how far the printer puts the backs off (needs --backs long or short)</source>
            <translation>commencer par une feuille de deux pages qui montre de combien l’imprimante décale les versos (il faut --backs long ou short)</translation>
        </message>
        <message>
            <source>{reason}; nothing was written</source>
            <translation>{reason} ; rien n’a été écrit</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carte</numerusform>
                <numerusform>%n cartes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n PNG file(s) of {width}×{height} px for {cards} to {path}</source>
            <translation>
                <numerusform>%n fichier PNG de {width}×{height} px pour {cards} écrit dans {path}</numerusform>
                <numerusform>%n fichiers PNG de {width}×{height} px pour {cards} écrits dans {path}</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} et {second}</translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n page(s) with {cards} to {path}</source>
            <translation>
                <numerusform>%n page avec {cards} écrite dans {path}</numerusform>
                <numerusform>%n pages avec {cards} écrites dans {path}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{line}, %n warning(s)</source>
            <translation>
                <numerusform>{line}, %n avertissement</numerusform>
                <numerusform>{line}, %n avertissements</numerusform>
            </translation>
        </message>
        <message>
            <source>note: {message}</source>
            <translation>note : {message}</translation>
        </message>
        <message>
            <source>warning: {message}</source>
            <translation>avertissement : {message}</translation>
        </message>
        <message>
            <source>print stopped by a termination signal</source>
            <translation>impression arrêtée par un signal de fin</translation>
        </message>
        <message>
            <source>print interrupted</source>
            <translation>impression interrompue</translation>
        </message>
        <message>
            <source>a campaign export, one of its session entries, or {logs}</source>
            <translation>un export de campagne, une de ses séances, ou {logs}</translation>
        </message>
        <message>
            <source>a campaign export or one of its session entries</source>
            <translation>un export de campagne ou une de ses séances</translation>
        </message>
        <message>
            <source>NAME|N</source>
            <translation>NOM|N</translation>
        </message>
        <message>
            <source>the play session: its name or its number from 1</source>
            <translation>la séance de jeu : son nom ou son numéro à partir de 1</translation>
        </message>
        <message>
            <source>ADDRESS</source>
            <translation>ADRESSE</translation>
        </message>
        <message>
            <source>the address the phones reach (default: this computer's address on its network)</source>
            <translation>l’adresse que joignent les téléphones (par défaut : l’adresse de cet ordinateur sur son réseau)</translation>
        </message>
        <message>
            <source>the port to serve on (default: {port}; 0: any free port)</source>
            <translation>le port où servir (par défaut : {port} ; 0 : n’importe quel port libre)</translation>
        </message>
        <message>
            <source>session '{name}' is of an unknown rule system '{system}'</source>
            <translation>la séance « {name} » est d’un système de règles inconnu « {system} »</translation>
        </message>
        <message>
            <source>session '{name}' has no characters to give links to</source>
            <translation>la séance « {name} » n’a aucun personnage à qui donner un lien</translation>
        </message>
        <message>
            <source>serving the phones; Ctrl-C stops</source>
            <translation>service des téléphones en cours ; Ctrl-C l’arrête</translation>
        </message>
        <message>
            <source>cannot serve on {address} ({reason})</source>
            <translation>impossible de servir sur {address} ({reason})</translation>
        </message>
        <message>
            <source>no play session '{wanted}' in the campaign (sessions: {names})</source>
            <translation>aucune séance de jeu « {wanted} » dans la campagne (séances : {names})</translation>
        </message>
        <message>
            <source>in a campaign export, the session to replay: its name or its number from 1 (default: every session)</source>
            <translation>dans un export de campagne, la séance à rejouer : son nom ou son numéro à partir de 1 (par défaut : toutes les séances)</translation>
        </message>
        <message>
            <source>print one JSON object per event (events are counted from 1), one per line</source>
            <translation>afficher un objet JSON par événement (numérotés à partir de 1), un par ligne</translation>
        </message>
        <message>
            <source>print each event's history line, as the Table page shows it, in the language of the run (--language, else LANG)</source>
            <translation>afficher la ligne d’historique de chaque événement, comme la page Table la montre, dans la langue de l’exécution (--language, sinon LANG)</translation>
        </message>
        <message>
            <source>print the exact chance of each outcome of the test as given, instead of drawing or rolling it</source>
            <translation>afficher la chance exacte de chaque issue du test tel qu’il est donné, au lieu de piocher ou de lancer</translation>
        </message>
        <message>
            <source>with --odds: the cards still in the draw pile (default: {piles}, shuffled)</source>
            <translation>avec --odds : les cartes encore dans la pioche (par défaut : {piles}, mélangé)</translation>
        </message>
        <message>
            <source>with --odds: the discard pile, shuffled into the draw pile when it runs out (default: empty)</source>
            <translation>avec --odds : la défausse, mélangée dans la pioche quand celle-ci est vide (par défaut : vide)</translation>
        </message>
        <message>
            <source>in a campaign export, the session to verify: its name or its number from 1 (default: every session)</source>
            <translation>dans un export de campagne, la séance à vérifier : son nom ou son numéro à partir de 1 (par défaut : toutes les séances)</translation>
        </message>
        <message>
            <source>print one JSON object per session (its name, verdict and event), one per line</source>
            <translation>afficher un objet JSON par séance (son nom, son verdict et l’événement), un par ligne</translation>
        </message>
    </context>
    <context>
        <name>CombatantCard</name>
        <message>
            <source>  (opponent)</source>
            <translation>  (adversaire)</translation>
        </message>
        <message>
            <source>Outside a conflict: every roll may use all dice</source>
            <translation>Hors conflit : chaque jet peut utiliser tous les dés</translation>
        </message>
        <message numerus="yes">
            <source>+%n dice waiting from {giver}</source>
            <translation>
                <numerusform>+%n dé offert par {giver}, en attente</numerusform>
                <numerusform>+%n dés offerts par {giver}, en attente</numerusform>
            </translation>
        </message>
        <message>
            <source>Long: {title} {total}{goal}</source>
            <translation>Longue : {title} {total}{goal}</translation>
        </message>
    </context>
    <context>
        <name>Commands</name>
        <message>
            <source>roll a dice-banks action: d10 pool against a skill, Defense, explosions and Power</source>
            <translation>lancer une action des banques de dés : d10 contre une compétence, Défense, explosions et Puissance</translation>
        </message>
    </context>
    <context>
        <name>ContestPanel</name>
        <message>
            <source>Challenger</source>
            <translation>Initiateur</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>Défenseur</translation>
        </message>
        <message>
            <source>Roll the contest  [Space]</source>
            <translation>Lancer l’opposition  [Espace]</translation>
        </message>
        <message>
            <source>Both sides roll 2d6 with their tags; then, the side behind first, they take turns spending Adversity Tokens or Suspicion until both pass (rule F-21).</source>
            <translation>Les deux camps lancent 2d6 avec leurs étiquettes ; puis, en commençant par celui qui est derrière, ils dépensent à tour de rôle jetons d’Adversité ou Soupçon jusqu’à ce que tous deux passent (règle F-21).</translation>
        </message>
        <message>
            <source>The Director gains 1 Suspicion Point</source>
            <translation>Le Directeur gagne 1 point de Soupçon</translation>
        </message>
        <message>
            <source>Spend adversity +1</source>
            <translation>Dépenser l’adversité +1</translation>
        </message>
        <message>
            <source>Risky reroll</source>
            <translation>Manœuvre risquée</translation>
        </message>
        <message>
            <source>Director rerolls, −1 suspicion</source>
            <translation>Le Directeur relance, −1 soupçon</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passer</translation>
        </message>
        <message>
            <source>vs</source>
            <translation>contre</translation>
        </message>
        <message>
            <source>Clear the contest away</source>
            <translation>Ranger l’opposition</translation>
        </message>
        <message>
            <source>a tie so far</source>
            <translation>égalité pour l’instant</translation>
        </message>
        <message>
            <source>{name} ahead</source>
            <translation>{name} mène</translation>
        </message>
        <message>
            <source>The Director to move — {ahead}</source>
            <translation>Au Directeur de jouer — {ahead}</translation>
        </message>
        <message>
            <source>{name} to move — {ahead}</source>
            <translation>À {name} de jouer — {ahead}</translation>
        </message>
        <message>
            <source>Abandon the contest</source>
            <translation>Abandonner l’opposition</translation>
        </message>
        <message>
            <source>{first} vs {second}</source>
            <translation>{first} contre {second}</translation>
        </message>
        <message>
            <source>A tie, {totals}: nobody wins</source>
            <translation>Égalité, {totals} : personne ne gagne</translation>
        </message>
        <message>
            <source>{name} wins, {totals}</source>
            <translation>{name} gagne, {totals}</translation>
        </message>
        <message>
            <source> — {name} gains 1 Adversity Token</source>
            <translation> — {name} gagne 1 jeton d’Adversité</translation>
        </message>
    </context>
    <context>
        <name>CoordinatorEditor</name>
        <message>
            <source>The Coordinator's reserves are a whole number from {minimum} to {maximum}.</source>
            <translation>Les réserves du Coordinateur sont un nombre entier de {minimum} à {maximum}.</translation>
        </message>
        <message>
            <source>Coordinator's reserve cards (A-07): one per player plus the rewards players gave last game; raised by agreement for a more dangerous game. Spent to add complications during players' tests (A-20) or raise a threat (A-31).</source>
            <translation>Cartes de réserve du Coordinateur (A-07) : une par joueur plus les récompenses données par les joueurs à la partie précédente ; augmentées d’un commun accord pour une partie plus dangereuse. Dépensées pour ajouter des complications aux tests des joueurs (A-20) ou élever une menace (A-31).</translation>
        </message>
        <message>
            <source>The rewards are a whole number from {minimum} to {maximum}.</source>
            <translation>Les récompenses sont un nombre entier de {minimum} à {maximum}.</translation>
        </message>
        <message>
            <source>Reserves the players gave the Coordinator as rewards last game, or agreed for a more dangerous game (A-07): a new mission starts the Coordinator with one reserve per player plus these.</source>
            <translation>Réserves données au Coordinateur en récompense à la partie précédente, ou convenues pour une partie plus dangereuse (A-07) : une nouvelle mission donne au Coordinateur une réserve par joueur plus celles-ci.</translation>
        </message>
        <message>
            <source>The starting Threat level is a whole number from {minimum} to {maximum}.</source>
            <translation>Le niveau de Menace de départ est un nombre entier de {minimum} à {maximum}.</translation>
        </message>
        <message>
            <source>Starting Threat level (A-08): 0, or higher from related earlier missions (A-35, A-36) or by agreement. The mission's Threat rises from here (A-30).</source>
            <translation>Niveau de Menace de départ (A-08) : 0, ou plus selon des missions liées antérieures (A-35, A-36) ou d’un commun accord. La Menace de la mission monte à partir de là (A-30).</translation>
        </message>
        <message>
            <source>Threat card</source>
            <translation>Carte de menace</translation>
        </message>
        <message>
            <source>The investigated phenomenon or the threat (A-06).</source>
            <translation>Le phénomène étudié ou la menace (A-06).</translation>
        </message>
        <message>
            <source>Threatens</source>
            <translation>Met en danger</translation>
        </message>
        <message>
            <source>Whom it endangers: civilians, agents or both (A-06).</source>
            <translation>Qui elle met en danger : civils, agents ou les deux (A-06).</translation>
        </message>
        <message>
            <source>How it escalates</source>
            <translation>Comment elle s’aggrave</translation>
        </message>
        <message>
            <source>A sketch of how it escalates (A-06); written below the table.</source>
            <translation>Une esquisse de son aggravation (A-06) ; écrite sous le tableau.</translation>
        </message>
        <message>
            <source>threat card</source>
            <translation>carte de menace</translation>
        </message>
        <message>
            <source>New threat card, e.g. The drowned choir</source>
            <translation>Nouvelle carte de menace, p. ex. Le chœur noyé</translation>
        </message>
        <message>
            <source>Add threat card '{name}'</source>
            <translation>Ajouter la carte de menace « {name} »</translation>
        </message>
        <message>
            <source>Remove threat card '{name}'</source>
            <translation>Retirer la carte de menace « {name} »</translation>
        </message>
        <message>
            <source>Rename threat card '{name}' to '{new}'</source>
            <translation>Renommer la carte de menace « {name} » en « {new} »</translation>
        </message>
        <message>
            <source>Move threat card '{name}' up</source>
            <translation>Monter la carte de menace « {name} »</translation>
        </message>
        <message>
            <source>Move threat card '{name}' down</source>
            <translation>Descendre la carte de menace « {name} »</translation>
        </message>
        <message>
            <source>The Coordinator already has the threat card '{name}'.</source>
            <translation>Le Coordinateur a déjà la carte de menace « {name} ».</translation>
        </message>
        <message>
            <source>A threat card needs a name.</source>
            <translation>Une carte de menace a besoin d’un nom.</translation>
        </message>
        <message>
            <source>Whom the new threat endangers (A-06)</source>
            <translation>Qui la nouvelle menace met en danger (A-06)</translation>
        </message>
        <message>
            <source>How the threat grows worse, step by step</source>
            <translation>Comment la menace s’aggrave, pas à pas</translation>
        </message>
        <message>
            <source>A sketch of how the threat escalates (A-06), for the Coordinator's eyes.</source>
            <translation>Une esquisse de l’aggravation de la menace (A-06), pour les yeux du Coordinateur.</translation>
        </message>
        <message>
            <source>The Coordinator needs at least one threat card.</source>
            <translation>Le Coordinateur a besoin d’au moins une carte de menace.</translation>
        </message>
        <message>
            <source>Threat cards</source>
            <translation>Cartes de menace</translation>
        </message>
        <message>
            <source>At least one: each names the investigated phenomenon or the threat, whom it endangers and how it escalates (A-06).</source>
            <translation>Au moins une : chacune nomme le phénomène étudié ou la menace, qui elle met en danger et comment elle s’aggrave (A-06).</translation>
        </message>
        <message>
            <source>Anything else for the mission: places, NPCs, secrets</source>
            <translation>Tout le reste pour la mission : lieux, PNJ, secrets</translation>
        </message>
        <message>
            <source>The Coordinator's own notes; the players do not see them.</source>
            <translation>Les notes du Coordinateur ; les joueurs ne les voient pas.</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>&amp;Reserves</source>
            <translation>&amp;Réserves</translation>
        </message>
        <message>
            <source>Re&amp;wards</source>
            <translation>Ré&amp;compenses</translation>
        </message>
        <message>
            <source>Starting &amp;Threat level</source>
            <translation>Niveau de &amp;Menace de départ</translation>
        </message>
        <message>
            <source>Civilians</source>
            <translation>Civils</translation>
        </message>
        <message>
            <source>It endangers civilians (A-06).</source>
            <translation>Elle met en danger les civils (A-06).</translation>
        </message>
        <message>
            <source>Let threat card '{name}' endanger civilians</source>
            <translation>La carte de menace « {name} » met en danger les civils</translation>
        </message>
        <message>
            <source>Agents</source>
            <translation>Agents</translation>
        </message>
        <message>
            <source>It endangers the agents (A-06).</source>
            <translation>Elle met en danger les agents (A-06).</translation>
        </message>
        <message>
            <source>Let threat card '{name}' endanger agents</source>
            <translation>La carte de menace « {name} » met en danger les agents</translation>
        </message>
        <message>
            <source>Both</source>
            <translation>Les deux</translation>
        </message>
        <message>
            <source>It endangers civilians and agents alike (A-06).</source>
            <translation>Elle met en danger civils et agents (A-06).</translation>
        </message>
        <message>
            <source>Let threat card '{name}' endanger civilians and agents</source>
            <translation>La carte de menace « {name} » met en danger civils et agents</translation>
        </message>
        <message>
            <source>How it esc&amp;alates: select a threat card</source>
            <translation>Comment elle s’a&amp;ggrave : choisissez une carte de menace</translation>
        </message>
        <message>
            <source>How '{name}' esc&amp;alates</source>
            <translation>Comment « {name} » s’a&amp;ggrave</translation>
        </message>
        <message>
            <source>The Coordinator needs at least one threat card (A-06): add another before removing this one.</source>
            <translation>Le Coordinateur a besoin d’au moins une carte de menace (A-06) : ajoutez-en une autre avant de retirer celle-ci.</translation>
        </message>
        <message>
            <source>Edit how threat card '{name}' escalates</source>
            <translation>Modifier l’aggravation de la carte de menace « {name} »</translation>
        </message>
        <message>
            <source>Set the Coordinator's reserves to {count}</source>
            <translation>Mettre les réserves du Coordinateur à {count}</translation>
        </message>
        <message>
            <source>Set the Coordinator's rewards to {count}</source>
            <translation>Mettre les récompenses du Coordinateur à {count}</translation>
        </message>
        <message>
            <source>Set the starting Threat level to {level}</source>
            <translation>Mettre le niveau de Menace de départ à {level}</translation>
        </message>
        <message>
            <source>Edit the Coordinator's notes</source>
            <translation>Modifier les notes du Coordinateur</translation>
        </message>
    </context>
    <context>
        <name>CropDialog</name>
        <message>
            <source>Crop the Portrait</source>
            <translation>Recadrer le portrait</translation>
        </message>
        <message>
            <source>Drag the frame to choose what the card shows; the slider zooms.</source>
            <translation>Faites glisser le cadre pour choisir ce que montre la carte ; le curseur zoome.</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Taille</translation>
        </message>
    </context>
    <context>
        <name>Deck</name>
        <message>
            <source>there is already a deck called '{name}' on the table</source>
            <translation>il y a déjà un paquet nommé « {name} » sur la table</translation>
        </message>
        <message>
            <source>cards are drawn from the draw pile, not onto it</source>
            <translation>on pioche les cartes dans la pioche, pas vers elle</translation>
        </message>
        <message>
            <source>a draw takes at least one card, not {count}</source>
            <translation>une pioche prend au moins une carte, pas {count}</translation>
        </message>
        <message>
            <source>there is no black card left in {pile}</source>
            <translation>{pile} : plus aucune carte noire</translation>
        </message>
        <message>
            <source>there is no red card left in {pile}</source>
            <translation>{pile} : plus aucune carte rouge</translation>
        </message>
        <message>
            <source>a hand cannot hold {size} cards</source>
            <translation>une main ne peut pas contenir {size} cartes</translation>
        </message>
        <message>
            <source>{pile} is empty: there is no card to look at</source>
            <translation>{pile} : vide, aucune carte à regarder</translation>
        </message>
        <message numerus="yes">
            <source>{pile} holds %n card(s): there is no card at position {position}</source>
            <translation>
                <numerusform>{pile} : %n carte seulement, aucune en position {position}</numerusform>
                <numerusform>{pile} : %n cartes seulement, aucune en position {position}</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is named twice: a card lies in one place only</source>
            <translation>{card} est nommée deux fois : une carte n’est qu’à un seul endroit</translation>
        </message>
        <message>
            <source>{card} is already in {pile}</source>
            <translation>{card} est déjà là : {pile}</translation>
        </message>
        <message>
            <source>{card} is already out of play</source>
            <translation>{card} est déjà hors jeu</translation>
        </message>
        <message numerus="yes">
            <source>{pile} holds %n card(s): look at 1 to that many</source>
            <translation>
                <numerusform>{pile} : %n carte, regardez-en de 1 à autant</numerusform>
                <numerusform>{pile} : %n cartes, regardez-en de 1 à autant</numerusform>
            </translation>
        </message>
        <message>
            <source>{pile} and discard pile are both empty: there is no card to draw</source>
            <translation>{pile} et la défausse sont vides : il n’y a rien à piocher</translation>
        </message>
        <message numerus="yes">
            <source>cannot draw %n card(s): {pile} and discard pile hold only {held}</source>
            <translation>
                <numerusform>impossible de piocher %n carte : {pile} et la défausse n’en contiennent que {held}</numerusform>
                <numerusform>impossible de piocher %n cartes : {pile} et la défausse n’en contiennent que {held}</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is not in {deck} ({cards})</source>
            <translation>{card} ne fait pas partie de {deck} ({cards})</translation>
        </message>
        <message>
            <source>{card} is not in {pile}: it is in the {other}</source>
            <translation>{card} n’est pas dans « {pile} » : elle est dans « {other} »</translation>
        </message>
        <message>
            <source>{deck} has no {pile} (it has: {piles})</source>
            <translation>{deck} n’a pas de pile « {pile} » (il a : {piles})</translation>
        </message>
        <message>
            <source>{owner}'s deck</source>
            <translation>le paquet de {owner}</translation>
        </message>
        <message>
            <source>the shared deck</source>
            <translation>le paquet commun</translation>
        </message>
        <message>
            <source>{owner}'s {pile}</source>
            <translation>{pile} de {owner}</translation>
        </message>
        <message>
            <source>the shared {pile}</source>
            <translation>{pile} de la table</translation>
        </message>
        <message>
            <source>draw pile</source>
            <translation>pioche</translation>
        </message>
        <message>
            <source>discard pile</source>
            <translation>défausse</translation>
        </message>
        <message>
            <source>hand</source>
            <translation>main</translation>
        </message>
        <message>
            <source>cards out of play</source>
            <translation>cartes hors jeu</translation>
        </message>
        <message>
            <source>hand of {player}</source>
            <translation>main de {player}</translation>
        </message>
        <message>
            <source>{name} pile</source>
            <translation>pile {name}</translation>
        </message>
        <message>
            <source>there is no deck called '{name}' on the table (decks: {known})</source>
            <translation>il n’y a pas de paquet nommé « {name} » sur la table (paquets : {known})</translation>
        </message>
    </context>
    <context>
        <name>DeckDialog</name>
        <message>
            <source>No deck at this table</source>
            <translation>Aucun paquet à cette table</translation>
        </message>
        <message>
            <source>These Cards Are Back in the Deck…</source>
            <translation>Ces cartes sont revenues dans le paquet…</translation>
        </message>
        <message>
            <source>Take Cards Out of Play…</source>
            <translation>Retirer des cartes du jeu…</translation>
        </message>
        <message>
            <source>The Real Deck Was Reshuffled…</source>
            <translation>Le vrai paquet a été remélangé…</translation>
        </message>
        <message>
            <source>Put Cards Back…</source>
            <translation>Remettre des cartes…</translation>
        </message>
        <message>
            <source>Shuffle the Discard Pile In…</source>
            <translation>Remélanger la défausse dans la pioche…</translation>
        </message>
        <message>
            <source>Shuffle the Draw Pile…</source>
            <translation>Mélanger la pioche…</translation>
        </message>
        <message>
            <source>Look at the Top Cards…</source>
            <translation>Regarder les cartes du dessus…</translation>
        </message>
        <message>
            <source>Deal Cards…</source>
            <translation>Distribuer des cartes…</translation>
        </message>
        <message>
            <source>e.g. {cards} — or type {typed}</source>
            <translation>p. ex. {cards} — ou tapez {typed}</translation>
        </message>
        <message>
            <source>&amp;Deck:</source>
            <translation>&amp;Paquet :</translation>
        </message>
        <message>
            <source>&amp;Cards:</source>
            <translation>&amp;Cartes :</translation>
        </message>
        <message>
            <source>&amp;Or type them:</source>
            <translation>&amp;Ou tapez-les :</translation>
        </message>
        <message>
            <source>On top of the draw pile</source>
            <translation>Sur le dessus de la pioche</translation>
        </message>
        <message>
            <source>At the bottom of the draw pile</source>
            <translation>Sous la pioche</translation>
        </message>
        <message>
            <source>At a random place in the draw pile</source>
            <translation>À une place au hasard dans la pioche</translation>
        </message>
        <message>
            <source>&amp;Where:</source>
            <translation>&amp;Où :</translation>
        </message>
        <message>
            <source>&amp;How many:</source>
            <translation>&amp;Combien :</translation>
        </message>
        <message>
            <source>&amp;Cards to each:</source>
            <translation>Cartes à c&amp;hacun :</translation>
        </message>
        <message>
            <source>Put Back</source>
            <translation>Remettre</translation>
        </message>
        <message>
            <source>Back in the Deck</source>
            <translation>Revenues dans le paquet</translation>
        </message>
        <message>
            <source>Take Out</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Shuffle In</source>
            <translation>Remélanger</translation>
        </message>
        <message>
            <source>Follow the Real Deck</source>
            <translation>Suivre le vrai paquet</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>Mélanger</translation>
        </message>
        <message>
            <source>Look</source>
            <translation>Regarder</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Distribuer</translation>
        </message>
        <message>
            <source>{card} — {pile}</source>
            <translation>{card} — {pile}</translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n card(s) in the draw pile</source>
            <translation>
                <numerusform>{name} : %n carte dans la pioche</numerusform>
                <numerusform>{name} : %n cartes dans la pioche</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, and %n in the discard pile, shuffled in when the draw pile runs out</source>
            <translation>
                <numerusform>, et %n dans la défausse, mélangée à la pioche quand celle-ci est épuisée</numerusform>
                <numerusform>, et %n dans la défausse, mélangée à la pioche quand celle-ci est épuisée</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose the players to deal to.</source>
            <translation>Choisissez les joueurs à qui distribuer.</translation>
        </message>
        <message numerus="yes">
            <source>Draw pile: %n card(s)</source>
            <translation>
                <numerusform>Pioche : %n carte</numerusform>
                <numerusform>Pioche : %n cartes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>discard pile: %n card(s)</source>
            <translation>
                <numerusform>défausse : %n carte</numerusform>
                <numerusform>défausse : %n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>Not among the cards listed: {cards}</source>
            <translation>Pas dans la liste ci-dessus : {cards}</translation>
        </message>
        <message>
            <source>Choose at least one card.</source>
            <translation>Choisissez au moins une carte.</translation>
        </message>
        <message>
            <source>From the top: {cards}</source>
            <translation>Depuis le dessus : {cards}</translation>
        </message>
    </context>
    <context>
        <name>Dice</name>
        <message>
            <source>too few dice faces: {count} more needed, {remaining} left of the {entered} entered</source>
            <translation>trop peu de faces de dés : il en faut encore {count}, il en reste {remaining} sur les {entered} saisies</translation>
        </message>
        <message>
            <source>a d{sides} cannot show {face}: faces run from 1 to {sides}</source>
            <translation>un d{sides} ne peut pas montrer {face} : les faces vont de 1 à {sides}</translation>
        </message>
        <message>
            <source>'{shown}' is not a die face: write whole numbers such as 3 4</source>
            <translation>« {shown} » n’est pas une face de dé : écrivez des nombres entiers, par exemple 3 4</translation>
        </message>
    </context>
    <context>
        <name>DiceBanks</name>
        <message>
            <source>Physical</source>
            <translation>Physique</translation>
        </message>
        <message>
            <source>Social</source>
            <translation>Sociale</translation>
        </message>
        <message>
            <source>Mental</source>
            <translation>Mentale</translation>
        </message>
        <message>
            <source>the Physical bank</source>
            <translation>la banque Physique</translation>
        </message>
        <message>
            <source>the Social bank</source>
            <translation>la banque Sociale</translation>
        </message>
        <message>
            <source>the Mental bank</source>
            <translation>la banque Mentale</translation>
        </message>
        <message>
            <source>in the Physical bank</source>
            <translation>dans la banque Physique</translation>
        </message>
        <message>
            <source>in the Social bank</source>
            <translation>dans la banque Sociale</translation>
        </message>
        <message>
            <source>in the Mental bank</source>
            <translation>dans la banque Mentale</translation>
        </message>
        <message>
            <source>from the Physical bank</source>
            <translation>de la banque Physique</translation>
        </message>
        <message>
            <source>from the Social bank</source>
            <translation>de la banque Sociale</translation>
        </message>
        <message>
            <source>from the Mental bank</source>
            <translation>de la banque Mentale</translation>
        </message>
        <message>
            <source>talent</source>
            <translation>talent</translation>
        </message>
        <message>
            <source>ability</source>
            <translation>aptitude</translation>
        </message>
        <message>
            <source>knowledge</source>
            <translation>connaissance</translation>
        </message>
        <message>
            <source>stun</source>
            <translation>étourdissant</translation>
        </message>
        <message>
            <source>lethal</source>
            <translation>létal</translation>
        </message>
        <message>
            <source>success</source>
            <translation>réussite</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>échec</translation>
        </message>
        <message>
            <source>critical failure</source>
            <translation>échec critique</translation>
        </message>
        <message>
            <source>going</source>
            <translation>en cours</translation>
        </message>
        <message>
            <source>succeeded</source>
            <translation>réussie</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>échouée</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>perdue</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>arrêtée</translation>
        </message>
        <message>
            <source>{skill} ({kind} {level})</source>
            <translation>{skill} ({kind} {level})</translation>
        </message>
        <message>
            <source>+1 practice XP in {skill} (now {n})</source>
            <translation>+1 XP d’entraînement en {skill} (maintenant {n})</translation>
        </message>
        <message>
            <source>no practice XP: {skill} earned its point this scene (rule B-15)</source>
            <translation>pas d’XP d’entraînement : {skill} a déjà gagné son point dans cette scène (B-15)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Acted&lt;/b&gt; this round · reactions only</source>
            <translation>&lt;b&gt;A agi&lt;/b&gt; ce tour · réactions seulement</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Action ready&lt;/b&gt; (+%n extra)</source>
            <translation>
                <numerusform>&lt;b&gt;Action prête&lt;/b&gt; (+%n supplémentaire)</numerusform>
                <numerusform>&lt;b&gt;Action prête&lt;/b&gt; (+%n supplémentaires)</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Action ready&lt;/b&gt;</source>
            <translation>&lt;b&gt;Action prête&lt;/b&gt;</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n extra action(s)&lt;/b&gt; left · next at −{p}</source>
            <translation>
                <numerusform>&lt;b&gt;%n action supplémentaire&lt;/b&gt; restante · la suivante à −{p}</numerusform>
                <numerusform>&lt;b&gt;%n actions supplémentaires&lt;/b&gt; restantes · la suivante à −{p}</numerusform>
            </translation>
        </message>
        <message>
            <source>Power {n}</source>
            <translation>Puissance {n}</translation>
        </message>
        <message>
            <source>{n} dice</source>
            <translation>dés {n}</translation>
        </message>
        <message>
            <source>{n} Power</source>
            <translation>{n} Puissance</translation>
        </message>
        <message>
            <source>+{n} action</source>
            <translation>actions +{n}</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksActions</name>
        <message>
            <source>field '{field}' must be a name, not {value}</source>
            <translation>le champ « {field} » doit être un nom, pas {value}</translation>
        </message>
        <message>
            <source>field '{field}' must be a whole number of at least {minimum}, not {value}</source>
            <translation>le champ « {field} » doit être un nombre entier d’au moins {minimum}, pas {value}</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksCheck</name>
        <message>
            <source>faces are used in this order: the dice rolled, then one per exploded die, round after round, then the Power dice</source>
            <translation>les faces sont utilisées dans cet ordre : les dés lancés, puis un par dé qui a explosé, vague après vague, puis les dés de Puissance</translation>
        </message>
        <message>
            <source>Roll one dice-banks action: a d10 pool against a skill, with explosions, the Defense and the Power.</source>
            <translation>Lance une action des banques de dés : une réserve de d10 contre une compétence, avec explosions, Défense et Puissance.</translation>
        </message>
        <message>
            <source>bank dice used (at least 1)</source>
            <translation>dés de la banque utilisés (au moins 1)</translation>
        </message>
        <message>
            <source>the skill's level</source>
            <translation>le niveau de la compétence</translation>
        </message>
        <message>
            <source>talent (or attribute), ability or knowledge (these words, in English)</source>
            <translation>talent (ou attribute), ability ou knowledge (ces mots, en anglais)</translation>
        </message>
        <message>
            <source>bonus dice, all sources summed</source>
            <translation>dés de bonus, toutes sources additionnées</translation>
        </message>
        <message>
            <source>penalty dice, all summed</source>
            <translation>dés de malus, tous additionnés</translation>
        </message>
        <message>
            <source>the action's Defense</source>
            <translation>la Défense de l’action</translation>
        </message>
        <message>
            <source>capacity attribute for the Power</source>
            <translation>l’attribut de capacité pour la Puissance</translation>
        </message>
        <message>
            <source>Power of equipment with its own Power</source>
            <translation>Puissance d’un équipement à Puissance propre</translation>
        </message>
        <message>
            <source>faces of real dice, e.g. '10 7 2 8'; {order}</source>
            <translation>faces de vrais dés, p. ex. « 10 7 2 8 » ; {order}</translation>
        </message>
        <message>
            <source>seed the random dice, to repeat a roll</source>
            <translation>graine des dés aléatoires, pour rejouer un jet</translation>
        </message>
        <message>
            <source>a table option, such as critical_failure=every_die or high_ratings=refuse (repeat for more)</source>
            <translation>une option de la table, comme critical_failure=every_die ou high_ratings=refuse (à répéter pour plusieurs)</translation>
        </message>
        <message>
            <source>{unused} of the {faces} faces were not needed ({left}): this roll used {used}</source>
            <translation>{unused} des {faces} faces n’ont pas servi ({left}) : ce jet en a utilisé {used}</translation>
        </message>
        <message>
            <source>skill {level} ({kind})</source>
            <translation>compétence {level} ({kind})</translation>
        </message>
        <message>
            <source>{skill} — {note} (rule B-12)</source>
            <translation>{skill} — {note} (B-12)</translation>
        </message>
        <message>
            <source>{skill}, no die left after bonuses and penalties: automatic failure, nothing rolled</source>
            <translation>{skill}, aucun dé après bonus et malus : échec automatique, rien n’est lancé</translation>
        </message>
        <message numerus="yes">
            <source>%n dice</source>
            <translation>
                <numerusform>%n dé</numerusform>
                <numerusform>%n dés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n réussite</numerusform>
                <numerusform>%n réussites</numerusform>
            </translation>
        </message>
        <message>
            <source>{skill}, {dice}: rolled {rolled}, exploded {exploded} → {successes}</source>
            <translation>{skill}, {dice} : obtenu {rolled}, explosions {exploded} → {successes}</translation>
        </message>
        <message>
            <source>{skill}, {dice}: rolled {rolled} → {successes}</source>
            <translation>{skill}, {dice} : obtenu {rolled} → {successes}</translation>
        </message>
        <message>
            <source>{line} − Defense {defense} = {net} net</source>
            <translation>{line} − Défense {defense} = {net} net</translation>
        </message>
        <message>
            <source>great success</source>
            <translation>grande réussite</translation>
        </message>
        <message>
            <source>+1 practice XP</source>
            <translation>+1 XP d’entraînement</translation>
        </message>
        <message>
            <source>{line}: {outcome}</source>
            <translation>{line} : {outcome}</translation>
        </message>
        <message>
            <source>Power {power} (Power dice {faces})</source>
            <translation>Puissance {power} (dés de Puissance {faces})</translation>
        </message>
        <message>
            <source>give --capacity or --equipment-power, not both: equipment with its own Power ignores the capacity attribute (rule B-24)</source>
            <translation>donnez --capacity ou --equipment-power, pas les deux : un équipement à Puissance propre ignore l’attribut de capacité (B-24)</translation>
        </message>
        <message>
            <source>give --faces or --seed, not both: entered faces are not rolled</source>
            <translation>donnez --faces ou --seed, pas les deux : des faces saisies ne sont pas lancées</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksDriver</name>
        <message>
            <source>faces go in this order: the dice rolled, one per exploded die, then the Power dice</source>
            <translation>les faces vont dans cet ordre : les dés lancés, un par dé qui a explosé, puis les dés de Puissance</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>personne pour l’instant</translation>
        </message>
        <message>
            <source>nobody called '{name}' is at this table (here: {known})</source>
            <translation>personne du nom de « {name} » n’est à cette table (ici : {known})</translation>
        </message>
        <message>
            <source>no action is waiting for its Defense under number {number}</source>
            <translation>aucune action n’attend sa Défense sous le numéro {number}</translation>
        </message>
        <message>
            <source>a dice-banks session's setup must be a JSON object</source>
            <translation>la préparation d’une séance des banques de dés doit être un objet JSON</translation>
        </message>
        <message>
            <source>a dice-banks session's characters must be a list</source>
            <translation>les personnages d’une séance des banques de dés doivent être une liste</translation>
        </message>
        <message>
            <source>two characters at a dice-banks table have the same name</source>
            <translation>deux personnages à une table des banques de dés ont le même nom</translation>
        </message>
        <message>
            <source>a dice-banks session's mirror mode must be true or false</source>
            <translation>le mode miroir d’une séance des banques de dés doit être true ou false</translation>
        </message>
        <message>
            <source>this table mirrors real dice: type the faces that were rolled</source>
            <translation>cette table reflète de vrais dés : saisissez les faces obtenues</translation>
        </message>
        <message>
            <source>{unused} of the {faces} faces typed were not needed ({spare}): this roll used {used}</source>
            <translation>{unused} des {faces} faces saisies n’ont pas servi ({spare}) : ce jet en a utilisé {used}</translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n dice in a bank, not {asked} (rule B-06)</source>
            <translation>
                <numerusform>{who} a %n dé par banque, pas {asked} (B-06)</numerusform>
                <numerusform>{who} a %n dés par banque, pas {asked} (B-06)</numerusform>
            </translation>
        </message>
        <message>
            <source>a conflict is already going: end it before beginning another</source>
            <translation>un conflit est déjà en cours : terminez-le avant d’en commencer un autre</translation>
        </message>
        <message>
            <source>nobody is at the table to fight: add an opponent first</source>
            <translation>personne à la table pour se battre : ajoutez d’abord un adversaire</translation>
        </message>
        <message>
            <source>the opponent cannot join: {error}</source>
            <translation>l’adversaire ne peut pas se joindre : {error}</translation>
        </message>
        <message>
            <source>someone called '{name}' is already at the table</source>
            <translation>quelqu’un du nom de « {name} » est déjà à la table</translation>
        </message>
        <message>
            <source>{who} plays from the campaign: only opponents who joined can leave</source>
            <translation>{who} vient de la campagne : seuls les adversaires ajoutés peuvent partir</translation>
        </message>
        <message>
            <source>settle the roll that involves {who} before {who} leaves</source>
            <translation>résolvez le jet qui implique {who} avant que {who} parte</translation>
        </message>
        <message>
            <source>{name} already has the practice XP of {skill} this scene (rule B-15)</source>
            <translation>{name} a déjà l’XP d’entraînement de {skill} dans cette scène (B-15)</translation>
        </message>
        <message>
            <source>end the conflict before the scene ends</source>
            <translation>terminez le conflit avant la fin de la scène</translation>
        </message>
        <message>
            <source>no support is waiting for {who}'s next roll</source>
            <translation>aucun soutien n’attend le prochain jet de {who}</translation>
        </message>
        <message>
            <source>{who} is still working on '{title}': close it first</source>
            <translation>{who} travaille encore sur « {title} » : fermez-la d’abord</translation>
        </message>
        <message>
            <source>{who} has no long action to close</source>
            <translation>{who} n’a pas d’action longue à fermer</translation>
        </message>
        <message>
            <source>{who} has no long action to interrupt</source>
            <translation>{who} n’a pas d’action longue à interrompre</translation>
        </message>
        <message>
            <source>{who} has no long action</source>
            <translation>{who} n’a pas d’action longue</translation>
        </message>
        <message>
            <source>{who} has no long action going: start one first</source>
            <translation>{who} n’a pas d’action longue en cours : commencez-en une d’abord</translation>
        </message>
        <message>
            <source>say which bank the roll takes its dice from: physical, social or mental</source>
            <translation>dites de quelle banque le jet prend ses dés : physique, sociale ou mentale</translation>
        </message>
        <message>
            <source>{who}'s long action '{title}' uses {its_bank}, not {other_bank}</source>
            <translation>l’action longue « {title} » de {who} utilise {its_bank}, pas {other_bank}</translation>
        </message>
        <message numerus="yes">
            <source>{who} has already taken %n action(s) this round: one action per round (rule B-01), more only from items or abilities (rule B-04); reactions are still open</source>
            <translation>
                <numerusform>{who} a déjà fait %n action ce tour : une action par tour (B-01), davantage seulement grâce à des objets ou aptitudes (B-04) ; les réactions restent possibles</numerusform>
                <numerusform>{who} a déjà fait %n actions ce tour : une action par tour (B-01), davantage seulement grâce à des objets ou aptitudes (B-04) ; les réactions restent possibles</numerusform>
            </translation>
        </message>
        <message>
            <source>support adds its Power: choose a capacity attribute or an item with its own Power (rule B-60)</source>
            <translation>un soutien ajoute sa Puissance : choisissez un attribut de capacité ou un objet à Puissance propre (B-60)</translation>
        </message>
        <message>
            <source>each roll of a long action adds its Power: choose a capacity attribute or an item with its own Power (rule B-70)</source>
            <translation>chaque jet d’une action longue ajoute sa Puissance : choisissez un attribut de capacité ou un objet à Puissance propre (B-70)</translation>
        </message>
        <message>
            <source>'{name}' belongs to a roll as {allowed}, not as {kind}</source>
            <translation>« {name} » va avec un jet de type {allowed}, pas {kind}</translation>
        </message>
        <message>
            <source>an action against someone who resists is a conflict: begin it first (rule B-06)</source>
            <translation>une action contre quelqu’un qui résiste est un conflit : commencez-le d’abord (B-06)</translation>
        </message>
        <message>
            <source>{who} cannot take an action against {who}</source>
            <translation>{who} ne peut pas agir contre {who}</translation>
        </message>
        <message>
            <source>reactions happen in a conflict: begin it first (rule B-41)</source>
            <translation>les réactions ont lieu dans un conflit : commencez-le d’abord (B-41)</translation>
        </message>
        <message>
            <source>a reaction answers an action: say which waiting action it is against</source>
            <translation>une réaction répond à une action : dites à quelle action en attente elle s’oppose</translation>
        </message>
        <message>
            <source>{who} cannot react to {who}'s own action</source>
            <translation>{who} ne peut pas réagir à sa propre action</translation>
        </message>
        <message>
            <source>only {target}, the target of {who}'s action, may react to it; {who2} may support {target} instead (rule B-41)</source>
            <translation>seul {target}, la cible de l’action de {who}, peut y réagir ; {who2} peut plutôt soutenir {target} (B-41)</translation>
        </message>
        <message>
            <source>say whose roll the support helps (rule B-60)</source>
            <translation>dites quel jet le soutien aide (B-60)</translation>
        </message>
        <message>
            <source>{who} cannot support {who}'s own roll (rule B-60)</source>
            <translation>{who} ne peut pas soutenir son propre jet (B-60)</translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n dice left {in_bank} this round, not {asked} (rule B-03)</source>
            <translation>
                <numerusform>Il reste à {who} %n dé {in_bank} ce tour, pas {asked} (B-03)</numerusform>
                <numerusform>Il reste à {who} %n dés {in_bank} ce tour, pas {asked} (B-03)</numerusform>
            </translation>
        </message>
        <message>
            <source>no conflict is going: begin one first</source>
            <translation>aucun conflit en cours : commencez-en un d’abord</translation>
        </message>
        <message>
            <source>settle {who}'s {skill} roll against {target} before ending the conflict</source>
            <translation>résolvez le jet de {skill} de {who} contre {target} avant de terminer le conflit</translation>
        </message>
        <message>
            <source>settle {who}'s {skill} roll against {target} before starting a new round</source>
            <translation>résolvez le jet de {skill} de {who} contre {target} avant de commencer un nouveau tour</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksEditor</name>
        <message>
            <source>skill</source>
            <translation>compétence</translation>
        </message>
        <message>
            <source>New skill</source>
            <translation>Nouvelle compétence</translation>
        </message>
        <message>
            <source>Add Skill</source>
            <translation>Ajouter une compétence</translation>
        </message>
        <message>
            <source>capacity attribute</source>
            <translation>attribut de capacité</translation>
        </message>
        <message>
            <source>No capacity attributes yet</source>
            <translation>Pas encore d’attribut de capacité</translation>
        </message>
        <message>
            <source>New capacity</source>
            <translation>Nouvel attribut</translation>
        </message>
        <message>
            <source>Add Capacity</source>
            <translation>Ajouter un attribut</translation>
        </message>
        <message>
            <source>Scar</source>
            <translation>Cicatrice</translation>
        </message>
        <message>
            <source>No Scars yet</source>
            <translation>Pas encore de Cicatrice</translation>
        </message>
        <message>
            <source>New Scar</source>
            <translation>Nouvelle Cicatrice</translation>
        </message>
        <message>
            <source>Add Scar</source>
            <translation>Ajouter une Cicatrice</translation>
        </message>
        <message>
            <source>item</source>
            <translation>objet</translation>
        </message>
        <message>
            <source>No equipment yet</source>
            <translation>Pas encore d’équipement</translation>
        </message>
        <message>
            <source>New item</source>
            <translation>Nouvel objet</translation>
        </message>
        <message>
            <source>Add Item</source>
            <translation>Ajouter un objet</translation>
        </message>
        <message>
            <source>damage type</source>
            <translation>type de dégâts</translation>
        </message>
        <message>
            <source>No damage: the Scar is whole</source>
            <translation>Aucun dégât : la Cicatrice est intacte</translation>
        </message>
        <message>
            <source>damage</source>
            <translation>dégâts</translation>
        </message>
        <message>
            <source>Add Damage</source>
            <translation>Ajouter des dégâts</translation>
        </message>
        <message>
            <source>S&amp;kills</source>
            <translation>&amp;Compétences</translation>
        </message>
        <message>
            <source>Each skill's kind sets its critical range (B-13); its level sets which faces succeed and explode (B-11, B-12).</source>
            <translation>Le type d’une compétence fixe sa plage critique (B-13) ; son niveau fixe les faces qui réussissent et qui explosent (B-11, B-12).</translation>
        </message>
        <message>
            <source>C&amp;apacity Attributes</source>
            <translation>&amp;Attributs de capacité</translation>
        </message>
        <message>
            <source>Capacity attributes set the Power of actions: base Power is the value halved, rounded down, and the Power roll is made against the value (B-20, B-21).</source>
            <translation>Les attributs de capacité fixent la Puissance des actions : la Puissance de base est la moitié de la valeur, arrondie à l’inférieur, et le jet de Puissance se fait contre la valeur (B-20, B-21).</translation>
        </message>
        <message>
            <source>E&amp;quipment</source>
            <translation>É&amp;quipement</translation>
        </message>
        <message>
            <source>Items with their own Power replace the capacity attribute (B-24); bonuses and penalties run from −3 to +3 (B-50).</source>
            <translation>Les objets à Puissance propre remplacent l’attribut de capacité (B-24) ; bonus et malus vont de −3 à +3 (B-50).</translation>
        </message>
        <message>
            <source>Proficiency and Banks</source>
            <translation>Maîtrise et banques</translation>
        </message>
        <message>
            <source>Proficiency (Zručnost), 0 or more: each bank holds Proficiency + 2 dice, and an action may burn at most Proficiency points into a Scar (B-31).</source>
            <translation>Maîtrise (Zručnost), 0 ou plus : chaque banque contient Maîtrise + 2 dés, et une action peut brûler au plus autant de points que la Maîtrise dans une Cicatrice (B-31).</translation>
        </message>
        <message>
            <source>&amp;Proficiency</source>
            <translation>&amp;Maîtrise</translation>
        </message>
        <message>
            <source>Proficiency + 2 dice (d10). An action spends dice of the bank its type picks; the rest pay for reactions; every bank refills at the start of the next round (B-01 … B-05).</source>
            <translation>Maîtrise + 2 dés (d10). Une action dépense les dés de la banque que son type désigne ; le reste paie les réactions ; toutes les banques se remplissent au début du tour suivant (B-01 … B-05).</translation>
        </message>
        <message>
            <source>Physical bank</source>
            <translation>Banque Physique</translation>
        </message>
        <message>
            <source>Social bank</source>
            <translation>Banque Sociale</translation>
        </message>
        <message>
            <source>Mental bank</source>
            <translation>Banque Mentale</translation>
        </message>
        <message>
            <source>&amp;Scars</source>
            <translation>C&amp;icatrices</translation>
        </message>
        <message>
            <source>No skills yet: press Add Skill or {insert}</source>
            <translation>Pas encore de compétence : appuyez sur Ajouter une compétence ou {insert}</translation>
        </message>
        <message>
            <source>Scars are damage tracks: an injury's Power goes into one as damage of its type (B-23); a burnable Scar can take stun for dice or Power (B-31).</source>
            <translation>Les Cicatrices sont des pistes de dégâts : la Puissance d’une blessure y entre comme dégâts de son type (B-23) ; une Cicatrice qu’on peut brûler prend de l’étourdissant contre des dés ou de la Puissance (B-31).</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Compétence</translation>
        </message>
        <message>
            <source>The skill's name, different from the sheet's other skills</source>
            <translation>Le nom de la compétence, différent des autres compétences de la fiche</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Critical range 1 for Talents and Attributes, 1–2 for Abilities, 1–4 for Knowledge; Knowledge earns no practice XP (B-13, B-14)</source>
            <translation>Plage critique 1 pour les talents et attributs, 1–2 pour les aptitudes, 1–4 pour les connaissances ; les connaissances ne gagnent pas d’XP d’entraînement (B-13, B-14)</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>type</translation>
        </message>
        <message>
            <source>Talent / Attribute</source>
            <translation>Talent / Attribut</translation>
        </message>
        <message>
            <source>Ability</source>
            <translation>Aptitude</translation>
        </message>
        <message>
            <source>Knowledge</source>
            <translation>Connaissance</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>0 or more: a die showing at least max(10 − level, 5) is a success, at least min(15 − level, 10) also explodes (B-11, B-12)</source>
            <translation>0 ou plus : un dé montrant au moins max(10 − niveau, 5) est une réussite, au moins min(15 − niveau, 10) explose aussi (B-11, B-12)</translation>
        </message>
        <message>
            <source>level</source>
            <translation>niveau</translation>
        </message>
        <message>
            <source>Success / Explodes</source>
            <translation>Réussite / Explose</translation>
        </message>
        <message>
            <source>The faces that succeed and that explode at this level (B-11, B-12)</source>
            <translation>Les faces qui réussissent et qui explosent à ce niveau (B-11, B-12)</translation>
        </message>
        <message>
            <source>{success}+ / {explode}+</source>
            <translation>{success}+ / {explode}+</translation>
        </message>
        <message>
            <source> (as 10)</source>
            <translation> (comme 10)</translation>
        </message>
        <message>
            <source>Each die showing {success} or more is a success; {explode} or more is also rolled again (B-11, B-12)</source>
            <translation>Chaque dé montrant {success} ou plus est une réussite ; {explode} ou plus est aussi relancé (B-11, B-12)</translation>
        </message>
        <message>
            <source>. Above 10 the written rule breaks: {note}.</source>
            <translation>. Au-delà de 10, la règle écrite ne tient plus : {note}.</translation>
        </message>
        <message>
            <source>Practice XP</source>
            <translation>XP d’entraînement</translation>
        </message>
        <message>
            <source>Fixed practice XP marked in this skill, 0 or more: a critical failure or a great success earns 1, at most 1 per skill per scene (B-13 … B-15)</source>
            <translation>XP d’entraînement fixes notés dans cette compétence, 0 ou plus : un échec critique ou une grande réussite en rapporte 1, au plus 1 par compétence et par scène (B-13 … B-15)</translation>
        </message>
        <message>
            <source>practice XP</source>
            <translation>XP d’entraînement</translation>
        </message>
        <message>
            <source>Capacity attribute</source>
            <translation>Attribut de capacité</translation>
        </message>
        <message>
            <source>The attribute's name, different from the sheet's other capacities</source>
            <translation>Le nom de l’attribut, différent des autres attributs de capacité de la fiche</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>0 or more: the rating of the Power roll (B-21)</source>
            <translation>0 ou plus : la valeur du jet de Puissance (B-21)</translation>
        </message>
        <message>
            <source>value</source>
            <translation>valeur</translation>
        </message>
        <message>
            <source>Base Power</source>
            <translation>Puissance de base</translation>
        </message>
        <message>
            <source>The value halved, rounded down (B-20)</source>
            <translation>La moitié de la valeur, arrondie à l’inférieur (B-20)</translation>
        </message>
        <message>
            <source>The Scar's name, different from the sheet's other Scars</source>
            <translation>Le nom de la Cicatrice, différent des autres Cicatrices de la fiche</translation>
        </message>
        <message>
            <source>Boxes</source>
            <translation>Cases</translation>
        </message>
        <message>
            <source>1 or more: the points of damage the Scar takes (B-23)</source>
            <translation>1 ou plus : les points de dégâts que la Cicatrice peut prendre (B-23)</translation>
        </message>
        <message>
            <source>boxes</source>
            <translation>cases</translation>
        </message>
        <message>
            <source>Burnable</source>
            <translation>Brûlable</translation>
        </message>
        <message>
            <source>An action may burn this Scar: take up to Proficiency points of stun into it, each for one die or +1 Power (B-31, B-32)</source>
            <translation>Une action peut brûler cette Cicatrice : y prendre jusqu’à Maîtrise points d’étourdissant, chacun pour un dé ou +1 Puissance (B-31, B-32)</translation>
        </message>
        <message>
            <source>Allow burning Scar '{name}'</source>
            <translation>Permettre de brûler la Cicatrice « {name} »</translation>
        </message>
        <message>
            <source>Forbid burning Scar '{name}'</source>
            <translation>Interdire de brûler la Cicatrice « {name} »</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Dégâts</translation>
        </message>
        <message>
            <source>The Scar's track; edit its damage below</source>
            <translation>La piste de la Cicatrice ; modifiez ses dégâts plus bas</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Objet</translation>
        </message>
        <message>
            <source>The item's name, different from the sheet's other items</source>
            <translation>Le nom de l’objet, différent des autres objets de la fiche</translation>
        </message>
        <message>
            <source>Own Power</source>
            <translation>Puissance propre</translation>
        </message>
        <message>
            <source>None, or 0 or more: an item with its own Power (a firearm) sets the base Power and the capacity attribute is ignored (B-24)</source>
            <translation>Aucune, ou 0 et plus : un objet à Puissance propre (une arme à feu) fixe la Puissance de base et l’attribut de capacité est ignoré (B-24)</translation>
        </message>
        <message>
            <source>own Power</source>
            <translation>Puissance propre</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucune</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dés</translation>
        </message>
        <message>
            <source>−3 … +3: dice added to (or taken from) rolls with the item (B-50)</source>
            <translation>−3 … +3 : dés ajoutés (ou retirés) aux jets avec l’objet (B-50)</translation>
        </message>
        <message>
            <source>dice bonus</source>
            <translation>bonus de dés</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Puissance</translation>
        </message>
        <message>
            <source>−3 … +3: Power added to (or taken from) actions with the item (B-50)</source>
            <translation>−3 … +3 : Puissance ajoutée (ou retirée) aux actions avec l’objet (B-50)</translation>
        </message>
        <message>
            <source>Power bonus</source>
            <translation>bonus de Puissance</translation>
        </message>
        <message>
            <source>Extra actions</source>
            <translation>Actions suppl.</translation>
        </message>
        <message>
            <source>0 or more extra actions a round, each at a cumulative −1 die (B-04)</source>
            <translation>0 ou plus actions supplémentaires par tour, chacune à −1 dé cumulatif (B-04)</translation>
        </message>
        <message>
            <source>extra actions</source>
            <translation>actions supplémentaires</translation>
        </message>
        <message>
            <source>Damage type</source>
            <translation>Type de dégâts</translation>
        </message>
        <message>
            <source>What the item's injuries deal: stun, lethal or any type you name (B-23)</source>
            <translation>Ce que les blessures de l’objet infligent : étourdissant, létal ou tout type que vous nommez (B-23)</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Stun, lethal or any type you name; each type once per Scar</source>
            <translation>Étourdissant, létal ou tout type que vous nommez ; chaque type une fois par Cicatrice</translation>
        </message>
        <message>
            <source>type</source>
            <translation>type</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>0 or more points of this type in the Scar (B-23)</source>
            <translation>0 ou plus points de ce type dans la Cicatrice (B-23)</translation>
        </message>
        <message>
            <source>points</source>
            <translation>points</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n&lt;/b&gt; dice</source>
            <translation>
                <numerusform>&lt;b&gt;%n&lt;/b&gt; dé</numerusform>
                <numerusform>&lt;b&gt;%n&lt;/b&gt; dés</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;Damage</source>
            <translation>&amp;Dégâts</translation>
        </message>
        <message>
            <source>Choose a Scar to see and edit its damage.</source>
            <translation>Choisissez une Cicatrice pour voir et modifier ses dégâts.</translation>
        </message>
        <message>
            <source>&amp;Damage in Scar '{name}'</source>
            <translation>&amp;Dégâts de la Cicatrice « {name} »</translation>
        </message>
        <message>
            <source>Raise Proficiency to {value}</source>
            <translation>Augmenter la Maîtrise à {value}</translation>
        </message>
        <message>
            <source>Lower Proficiency to {value}</source>
            <translation>Baisser la Maîtrise à {value}</translation>
        </message>
        <message>
            <source>Scar '{scar}': {change}</source>
            <translation>Cicatrice « {scar} » : {change}</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksOdds</name>
        <message>
            <source>Great success (5+ successes)</source>
            <translation>Grande réussite (5+ réussites)</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksPlayers</name>
        <message>
            <source>{bank} bank</source>
            <translation>Banque {bank}</translation>
        </message>
        <message>
            <source>{left} of {size} dice left</source>
            <translation>{left} dés sur {size} restants</translation>
        </message>
        <message>
            <source>Scar: {name}</source>
            <translation>Cicatrice : {name}</translation>
        </message>
        <message>
            <source>{damage} of {boxes} boxes marked</source>
            <translation>{damage} cases cochées sur {boxes}</translation>
        </message>
        <message>
            <source>Roll with one of your skills</source>
            <translation>Lancer avec une de vos compétences</translation>
        </message>
        <message>
            <source>Ask the game master to roll</source>
            <translation>Demander au meneur de jeu de lancer</translation>
        </message>
        <message>
            <source>{skill} ({bank} bank)</source>
            <translation>{skill} (banque {bank})</translation>
        </message>
        <message>
            <source>Dice from the bank</source>
            <translation>Dés tirés de la banque</translation>
        </message>
        <message>
            <source>{character} asks to roll with {skill} ({bank} bank)</source>
            <translation>{character} demande à lancer {skill} (banque {bank})</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksReplay</name>
        <message>
            <source>nobody</source>
            <translation>personne</translation>
        </message>
        <message>
            <source>conflict round {n}</source>
            <translation>conflit, tour {n}</translation>
        </message>
        <message>
            <source>no conflict</source>
            <translation>pas de conflit</translation>
        </message>
        <message numerus="yes">
            <source>Replayed %n event(s) of a dice-banks session with {names} ({in_effect} in effect); scene {scene}, {where}.</source>
            <translation>
                <numerusform>%n événement rejoué d’une séance des banques de dés avec {names} ({in_effect} en vigueur) ; scène {scene}, {where}.</numerusform>
                <numerusform>%n événements rejoués d’une séance des banques de dés avec {names} ({in_effect} en vigueur) ; scène {scene}, {where}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: {banks} of {size}; %n action(s) left.</source>
            <translation>
                <numerusform>{name} : {banks} sur {size} ; %n action restante.</numerusform>
                <numerusform>{name} : {banks} sur {size} ; %n actions restantes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Waiting: {who}'s {skill} against {target}, Defense {defense}.</source>
            <translation>En attente : {skill} de {who} contre {target}, Défense {defense}.</translation>
        </message>
        <message>
            <source>Long action: {who}'s '{title}', total {total} of {target}, {status}.</source>
            <translation>Action longue : « {title} » de {who}, total {total} sur {target}, {status}.</translation>
        </message>
        <message>
            <source>Long action: {who}'s '{title}', total {total}, {status}.</source>
            <translation>Action longue : « {title} » de {who}, total {total}, {status}.</translation>
        </message>
        <message numerus="yes">
            <source>Last roll: {who}'s {skill}, %n success(es): {result}.</source>
            <translation>
                <numerusform>Dernier jet : {skill} de {who}, %n réussite : {result}.</numerusform>
                <numerusform>Dernier jet : {skill} de {who}, %n réussites : {result}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Last roll: {who}'s {skill}, %n success(es): {result}, Power {power}.</source>
            <translation>
                <numerusform>Dernier jet : {skill} de {who}, %n réussite : {result}, Puissance {power}.</numerusform>
                <numerusform>Dernier jet : {skill} de {who}, %n réussites : {result}, Puissance {power}.</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting for reactions</source>
            <translation>en attente des réactions</translation>
        </message>
        <message>
            <source>reaction</source>
            <translation>réaction</translation>
        </message>
        <message>
            <source>settled</source>
            <translation>résolu</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksRules</name>
        <message>
            <source>no combatant named '{name}' in this conflict (in it: {known})</source>
            <translation>aucun combattant du nom de « {name} » dans ce conflit (y sont : {known})</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>personne pour l’instant</translation>
        </message>
        <message numerus="yes">
            <source>{who} cannot react with %n dice after penalties: burn a Scar for reaction dice (rule B-41)</source>
            <translation>
                <numerusform>{who} ne peut pas réagir avec %n dé après malus : brûlez une Cicatrice pour des dés de réaction (B-41)</numerusform>
                <numerusform>{who} ne peut pas réagir avec %n dés après malus : brûlez une Cicatrice pour des dés de réaction (B-41)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n dice in a bank (Proficiency + 2), not {asked} (rule B-06)</source>
            <translation>
                <numerusform>{who} a %n dé par banque (Maîtrise + 2), pas {asked} (B-06)</numerusform>
                <numerusform>{who} a %n dés par banque (Maîtrise + 2), pas {asked} (B-06)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n dice left {in_bank} this round, not {asked} (rules B-03, B-30)</source>
            <translation>
                <numerusform>Il reste à {who} %n dé {in_bank} ce tour, pas {asked} (B-03, B-30)</numerusform>
                <numerusform>Il reste à {who} %n dés {in_bank} ce tour, pas {asked} (B-03, B-30)</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} has no Scar '{scar}' that allows burning (rule B-31)</source>
            <translation>{who} n’a pas de Cicatrice « {scar} » qui permette de brûler (B-31)</translation>
        </message>
        <message numerus="yes">
            <source>{who} can burn at most %n point(s) (the Proficiency) in one roll, not {asked} (rule B-31)</source>
            <translation>
                <numerusform>{who} peut brûler au plus %n point (la Maîtrise) par jet, pas {asked} (B-31)</numerusform>
                <numerusform>{who} peut brûler au plus %n points (la Maîtrise) par jet, pas {asked} (B-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Scar '{scar}' can take only %n more stun point(s) without upgrading other damage, not {asked} (rule B-31)</source>
            <translation>
                <numerusform>La Cicatrice « {scar} » ne peut plus prendre que %n point étourdissant sans aggraver d’autres dégâts, pas {asked} (B-31)</numerusform>
                <numerusform>La Cicatrice « {scar} » ne peut plus prendre que %n points étourdissants sans aggraver d’autres dégâts, pas {asked} (B-31)</numerusform>
            </translation>
        </message>
        <message>
            <source>the long action's roll is already paused: resume it first</source>
            <translation>le jet de l’action longue est déjà suspendu : reprenez-le d’abord</translation>
        </message>
        <message>
            <source>the interrupted roll used 1 to {most} dice of the bank, not {dice} (rule B-74)</source>
            <translation>le jet interrompu a utilisé de 1 à {most} dés de la banque, pas {dice} (B-74)</translation>
        </message>
        <message>
            <source>this long action has a target of {target}: it ends when the total reaches it or the dice run out</source>
            <translation>cette action longue a un objectif de {target} : elle finit quand le total l’atteint ou quand les dés s’épuisent</translation>
        </message>
        <message>
            <source>the long action has ended: {status}</source>
            <translation>l’action longue est terminée : {status}</translation>
        </message>
        <message>
            <source>unknown skill kind '{kind}': choose talent (or attribute), ability or knowledge</source>
            <translation>type de compétence inconnu « {kind} » : choisissez talent (ou attribute), ability ou knowledge</translation>
        </message>
        <message>
            <source>a rating of {rating} rolls as {top}: success on {success}+, explodes on {explode}+</source>
            <translation>une valeur de {rating} se lance comme {top} : réussite sur {success}+, explose sur {explode}+</translation>
        </message>
        <message>
            <source>{what} is {rating}, but this table keeps ratings to {top} (rule B-12)</source>
            <translation>{what} : {rating}, mais cette table limite les valeurs à {top} (B-12)</translation>
        </message>
        <message>
            <source>a burn needs the name of the Scar it burns (rule B-31)</source>
            <translation>brûler demande le nom de la Cicatrice brûlée (B-31)</translation>
        </message>
        <message>
            <source>a roll uses at least one die from the bank or from burning a Scar (rule B-01)</source>
            <translation>un jet utilise au moins un dé de la banque ou d’une Cicatrice brûlée (B-01)</translation>
        </message>
        <message>
            <source>this action has no Power to change: give it a capacity attribute or equipment with its own Power (rule B-22)</source>
            <translation>cette action n’a pas de Puissance à modifier : donnez-lui un attribut de capacité ou un équipement à Puissance propre (B-22)</translation>
        </message>
        <message>
            <source>dice and burned Scars cannot raise the Power of equipment with its own Power (rules B-24, B-31)</source>
            <translation>ni les dés ni les Cicatrices brûlées ne peuvent augmenter la Puissance d’un équipement à Puissance propre (B-24, B-31)</translation>
        </message>
        <message>
            <source>{name} must be a whole number from {minimum} to {maximum}, not {value}</source>
            <translation>{name} : doit être un nombre entier de {minimum} à {maximum}, pas {value}</translation>
        </message>
        <message>
            <source>a number with more than 12 digits</source>
            <translation>un nombre de plus de 12 chiffres</translation>
        </message>
        <message>
            <source>the rating</source>
            <translation>la valeur</translation>
        </message>
        <message>
            <source>the skill level</source>
            <translation>le niveau de compétence</translation>
        </message>
        <message>
            <source>the Power rating</source>
            <translation>la valeur de Puissance</translation>
        </message>
        <message>
            <source>the equipment's Power</source>
            <translation>la Puissance de l’équipement</translation>
        </message>
        <message>
            <source>the capacity attribute</source>
            <translation>l’attribut de capacité</translation>
        </message>
        <message>
            <source>the burned points</source>
            <translation>les points brûlés</translation>
        </message>
        <message>
            <source>the dice</source>
            <translation>les dés</translation>
        </message>
        <message>
            <source>the bonus</source>
            <translation>le bonus</translation>
        </message>
        <message>
            <source>the penalty</source>
            <translation>le malus</translation>
        </message>
        <message>
            <source>the Power dice</source>
            <translation>les dés de Puissance</translation>
        </message>
        <message>
            <source>the Power bonus</source>
            <translation>le bonus de Puissance</translation>
        </message>
        <message>
            <source>the Power penalty</source>
            <translation>le malus de Puissance</translation>
        </message>
        <message>
            <source>the Defense</source>
            <translation>la Défense</translation>
        </message>
        <message>
            <source>the difficulty</source>
            <translation>la difficulté</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksScreen</name>
        <message>
            <source>Type the number of dice, Space, the real dice's faces, Enter · Ctrl+R new round · Ctrl+B begin/end conflict · Ctrl+E settle · Alt+1/2/3 bank · Alt+↑/↓ who · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
            <translation>Tapez le nombre de dés, Espace, les faces des vrais dés, Entrée · Ctrl+R nouveau tour · Ctrl+B commencer/terminer le conflit · Ctrl+E résoudre · Alt+1/2/3 banque · Alt+↑/↓ qui · Ctrl+Z annuler · Ctrl+Maj+Z rétablir</translation>
        </message>
        <message>
            <source>Space roll · Ctrl+R new round · Ctrl+B begin/end conflict · Ctrl+E settle · Alt+1/2/3 bank · Alt+↑/↓ who · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
            <translation>Espace lancer · Ctrl+R nouveau tour · Ctrl+B commencer/terminer le conflit · Ctrl+E résoudre · Alt+1/2/3 banque · Alt+↑/↓ qui · Ctrl+Z annuler · Ctrl+Maj+Z rétablir</translation>
        </message>
        <message>
            <source>Begin or end the conflict — Ctrl+B</source>
            <translation>Commencer ou terminer le conflit — Ctrl+B</translation>
        </message>
        <message>
            <source>New round</source>
            <translation>Nouveau tour</translation>
        </message>
        <message>
            <source>Refill every bank (rule B-05) — Ctrl+R</source>
            <translation>Remplir toutes les banques (B-05) — Ctrl+R</translation>
        </message>
        <message>
            <source>New scene</source>
            <translation>Nouvelle scène</translation>
        </message>
        <message>
            <source>+ Opponent…</source>
            <translation>+ Adversaire…</translation>
        </message>
        <message>
            <source>An opponent joins the table</source>
            <translation>Un adversaire rejoint la table</translation>
        </message>
        <message>
            <source>+ Long action…</source>
            <translation>+ Action longue…</translation>
        </message>
        <message>
            <source>Start a long action (rules B-70 … B-74)</source>
            <translation>Commencer une action longue (B-70 … B-74)</translation>
        </message>
        <message>
            <source>Sheet in play</source>
            <translation>Fiche en jeu</translation>
        </message>
        <message>
            <source>Waiting for reactions</source>
            <translation>En attente des réactions</translation>
        </message>
        <message>
            <source>Long actions</source>
            <translation>Actions longues</translation>
        </message>
        <message>
            <source>Damage into a Scar (rule B-23)</source>
            <translation>Dégâts dans une Cicatrice (B-23)</translation>
        </message>
        <message>
            <source>Apply damage</source>
            <translation>Infliger</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Qui</translation>
        </message>
        <message>
            <source>Scar</source>
            <translation>Cicatrice</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Outside a conflict</source>
            <translation>Hors conflit</translation>
        </message>
        <message>
            <source>Begin conflict</source>
            <translation>Commencer le conflit</translation>
        </message>
        <message>
            <source>Conflict · Round {n}</source>
            <translation>Conflit · tour {n}</translation>
        </message>
        <message>
            <source>End conflict</source>
            <translation>Terminer le conflit</translation>
        </message>
        <message>
            <source>Scene {n}</source>
            <translation>Scène {n}</translation>
        </message>
        <message>
            <source> · practice marks cleared (Ctrl+Z takes the new scene back)</source>
            <translation> · marques d’entraînement effacées (Ctrl+Z annule la nouvelle scène)</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>aucune pour l’instant</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{who}&lt;/b&gt; → &lt;b&gt;{target}&lt;/b&gt;: {skill}, %n success(es) · reactions: {reactions} · Defense {defense}</source>
            <translation>
                <numerusform>&lt;b&gt;{who}&lt;/b&gt; → &lt;b&gt;{target}&lt;/b&gt; : {skill}, %n réussite · réactions : {reactions} · Défense {defense}</numerusform>
                <numerusform>&lt;b&gt;{who}&lt;/b&gt; → &lt;b&gt;{target}&lt;/b&gt; : {skill}, %n réussites · réactions : {reactions} · Défense {defense}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n dice&lt;/b&gt; · success on {s}+ · explodes on {e}+</source>
            <translation>
                <numerusform>&lt;b&gt;%n dé&lt;/b&gt; · réussite sur {s}+ · explose sur {e}+</numerusform>
                <numerusform>&lt;b&gt;%n dés&lt;/b&gt; · réussite sur {s}+ · explose sur {e}+</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} joins (Proficiency {n}), in round {round} of the conflict</source>
            <translation>{name} se joint (Maîtrise {n}), au tour {round} du conflit</translation>
        </message>
        <message>
            <source>{who} starts the long action '{title}' (target {n})</source>
            <translation>{who} commence l’action longue « {title} » (objectif {n})</translation>
        </message>
        <message>
            <source>{who} starts the long action '{title}' (no target)</source>
            <translation>{who} commence l’action longue « {title} » (sans objectif)</translation>
        </message>
        <message>
            <source>burns {points} of {scar} for dice</source>
            <translation>brûle {points} de {scar} pour des dés</translation>
        </message>
        <message>
            <source>burns {points} of {scar} for power</source>
            <translation>brûle {points} de {scar} pour la Puissance</translation>
        </message>
        <message>
            <source>total {total} of {target}, {status}</source>
            <translation>total {total} sur {target}, {status}</translation>
        </message>
        <message>
            <source>total {total}, {status}</source>
            <translation>total {total}, {status}</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between the parts of a history line</comment>
            <translation> ; </translation>
        </message>
        <message>
            <source>Dice the roll had taken {from_bank}: {who} enters the conflict without them, until the next round.</source>
            <translation>Dés que le jet avait pris {from_bank} : {who} entre dans le conflit sans eux, jusqu’au tour suivant.</translation>
        </message>
        <message>
            <source>React as {name}</source>
            <translation>Réagir pour {name}</translation>
        </message>
        <message>
            <source>Settle against the highest Defense and roll the Power — Ctrl+E. Mirroring: type the Power faces in the faces field first.</source>
            <translation>Résoudre contre la plus haute Défense et lancer la Puissance — Ctrl+E. En mode miroir : saisissez d’abord les faces de Puissance dans le champ des faces.</translation>
        </message>
        <message>
            <source>Settle</source>
            <translation>Résoudre</translation>
        </message>
        <message>
            <source>Settle (no faces)</source>
            <translation>Résoudre (sans faces)</translation>
        </message>
        <message>
            <source>Settle ({n}+ faces)</source>
            <translation>Résoudre ({n}+ faces)</translation>
        </message>
        <message>
            <source>{total} of {target}</source>
            <translation>{total} sur {target}</translation>
        </message>
        <message>
            <source>{total}, no target</source>
            <translation>{total}, sans objectif</translation>
        </message>
        <message>
            <source>next roll −{n} (rule B-72)</source>
            <translation>prochain jet −{n} (B-72)</translation>
        </message>
        <message>
            <source>no penalty yet</source>
            <translation>pas encore de malus</translation>
        </message>
        <message>
            <source>&lt;b&gt;{who}&lt;/b&gt;: {title} — &lt;b&gt;{goal}&lt;/b&gt; · {bank} · rolls: {rolls} · {penalty} · {status}</source>
            <translation>&lt;b&gt;{who}&lt;/b&gt; : {title} — &lt;b&gt;{goal}&lt;/b&gt; · {bank} · jets : {rolls} · {penalty} · {status}</translation>
        </message>
        <message>
            <source>a roll paused (it counts when resumed)</source>
            <translation>un jet suspendu (il compte à la reprise)</translation>
        </message>
        <message>
            <source>Roll step</source>
            <translation>Lancer l’étape</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <source>Interrupt…</source>
            <translation>Interrompre…</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>Recommencer</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Everyone has acted this round — Ctrl+R starts the next</source>
            <translation>Tout le monde a agi ce tour — Ctrl+R lance le suivant</translation>
        </message>
        <message>
            <source>&lt;b&gt;No die left after penalties: automatic failure (rule B-02)&lt;/b&gt;</source>
            <translation>&lt;b&gt;Aucun dé après les malus : échec automatique (B-02)&lt;/b&gt;</translation>
        </message>
        <message>
            <source>level {level} rolls as {top} (rule B-12)</source>
            <translation>le niveau {level} se lance comme {top} (B-12)</translation>
        </message>
        <message>
            <source>cumulative −{n}</source>
            <translation>cumulatif −{n}</translation>
        </message>
        <message>
            <source>+{n} from support</source>
            <translation>+{n} du soutien</translation>
        </message>
        <message>
            <source>Power base {n} + Power roll</source>
            <translation>Puissance de base {n} + jet de Puissance</translation>
        </message>
        <message>
            <source>waits for {name}'s reactions</source>
            <translation>attend les réactions de {name}</translation>
        </message>
        <message>
            <source>faces still to type: {n}</source>
            <translation>faces encore à saisir : {n}</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n face(s) too many&lt;/b&gt;: take them back (⌫)</source>
            <translation>
                <numerusform>&lt;b&gt;%n face de trop&lt;/b&gt; : effacez-la (⌫)</numerusform>
                <numerusform>&lt;b&gt;%n faces de trop&lt;/b&gt; : effacez-les (⌫)</numerusform>
            </translation>
        </message>
        <message>
            <source>Before {name}'s reactions, which may raise the Defense.</source>
            <translation>Avant les réactions de {name}, qui peuvent augmenter la Défense.</translation>
        </message>
        <message>
            <source>A reaction's successes become the Defense against the action.</source>
            <translation>Les réussites d’une réaction deviennent la Défense contre l’action.</translation>
        </message>
        <message>
            <source>Conflict</source>
            <translation>Conflit</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Tour {n}</translation>
        </message>
        <message>
            <source>None now</source>
            <translation>Aucun en cours</translation>
        </message>
        <message>
            <source>Scene</source>
            <translation>Scène</translation>
        </message>
        <message>
            <source>Choose who takes the damage and into which Scar.</source>
            <translation>Choisissez qui subit les dégâts et dans quelle Cicatrice.</translation>
        </message>
        <message>
            <source>Conflict begins: round 1, every bank full</source>
            <translation>Le conflit commence : tour 1, toutes les banques pleines</translation>
        </message>
        <message>
            <source>Round {n}: every bank refilled (rule B-05)</source>
            <translation>Tour {n} : toutes les banques remplies (B-05)</translation>
        </message>
        <message numerus="yes">
            <source>Conflict ends after %n round(s)</source>
            <translation>
                <numerusform>Le conflit se termine après %n tour</numerusform>
                <numerusform>Le conflit se termine après %n tours</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} joins (Proficiency {n})</source>
            <translation>{name} se joint (Maîtrise {n})</translation>
        </message>
        <message>
            <source>{who} leaves the table</source>
            <translation>{who} quitte la table</translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n extra action(s) per round from abilities (rule B-04)</source>
            <translation>
                <numerusform>{who} a %n action supplémentaire par tour grâce à ses aptitudes (B-04)</numerusform>
                <numerusform>{who} a %n actions supplémentaires par tour grâce à ses aptitudes (B-04)</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} takes {points} {type} into {scar} ({total} of {boxes}; rule B-23)</source>
            <translation>{who} subit {points} ({type}) dans {scar} : {total} sur {boxes} (B-23)</translation>
        </message>
        <message>
            <source>{who}: {practice}</source>
            <translation>{who} : {practice}</translation>
        </message>
        <message>
            <source>Scene {n}: every skill can earn its practice XP again (rule B-15)</source>
            <translation>Scène {n} : chaque compétence peut de nouveau gagner son XP d’entraînement (B-15)</translation>
        </message>
        <message>
            <source>The support waiting for {who} is dropped</source>
            <translation>Le soutien qui attendait {who} est abandonné</translation>
        </message>
        <message>
            <source>{who} stops '{title}' at a total of {total}</source>
            <translation>{who} arrête « {title} » à un total de {total}</translation>
        </message>
        <message>
            <source>{who} restarts '{title}' at a total of {total}</source>
            <translation>{who} recommence « {title} », le total était {total}</translation>
        </message>
        <message>
            <source>paused; it counts when resumed</source>
            <translation>suspendu ; il compte à la reprise</translation>
        </message>
        <message>
            <source>wasted; it still raises the penalty</source>
            <translation>gâché ; il augmente quand même le malus</translation>
        </message>
        <message>
            <source>the whole long action is lost</source>
            <translation>toute l’action longue est perdue</translation>
        </message>
        <message numerus="yes">
            <source>{who}'s roll of '{title}' is interrupted: {how}. {who} enters the conflict without %n dice {from_bank} (rule B-74)</source>
            <translation>
                <numerusform>Le jet de « {title} » de {who} est interrompu : {how}. {who} entre dans le conflit sans %n dé {from_bank} (B-74)</numerusform>
                <numerusform>Le jet de « {title} » de {who} est interrompu : {how}. {who} entre dans le conflit sans %n dés {from_bank} (B-74)</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} puts '{title}' away ({status}, total {total})</source>
            <translation>{who} range « {title} » ({status}, total {total})</translation>
        </message>
        <message numerus="yes">
            <source>%n dice</source>
            <translation>
                <numerusform>%n dé</numerusform>
                <numerusform>%n dés</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} reacts: {skill}, {bank}, {dice}</source>
            <translation>{who} réagit : {skill}, {bank}, {dice}</translation>
        </message>
        <message>
            <source>{who} supports {name}: {skill}, {bank}, {dice}</source>
            <translation>{who} soutient {name} : {skill}, {bank}, {dice}</translation>
        </message>
        <message>
            <source>{who} works on '{title}': {skill}, {bank}, {dice}</source>
            <translation>{who} travaille sur « {title} » : {skill}, {bank}, {dice}</translation>
        </message>
        <message>
            <source>{who} against {name}: {skill}, {bank}, {dice}</source>
            <translation>{who} contre {name} : {skill}, {bank}, {dice}</translation>
        </message>
        <message>
            <source>{who}: {skill}, {bank}, {dice}</source>
            <translation>{who} : {skill}, {bank}, {dice}</translation>
        </message>
        <message>
            <source>−{n} cumulative</source>
            <translation>−{n} cumulatif</translation>
        </message>
        <message>
            <source>{head}: nothing to roll after penalties, automatic failure (rule B-02)</source>
            <translation>{head} : rien à lancer après les malus, échec automatique (B-02)</translation>
        </message>
        <message>
            <source>{head}: {faces} → {successes}</source>
            <translation>{head} : {faces} → {successes}</translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n réussite</numerusform>
                <numerusform>%n réussites</numerusform>
            </translation>
        </message>
        <message>
            <source>great success</source>
            <translation>grande réussite</translation>
        </message>
        <message>
            <source>CRITICAL FAILURE</source>
            <translation>ÉCHEC CRITIQUE</translation>
        </message>
        <message>
            <source>success</source>
            <translation>réussite</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>échec</translation>
        </message>
        <message>
            <source>Defense {defense}, {net} net: {outcome}</source>
            <translation>Défense {defense}, {net} net : {outcome}</translation>
        </message>
        <message>
            <source>Power {power} (Power dice {faces})</source>
            <translation>Puissance {power} (dés de Puissance {faces})</translation>
        </message>
        <message numerus="yes">
            <source>+%n dice for {name}</source>
            <translation>
                <numerusform>+%n dé pour {name}</numerusform>
                <numerusform>+%n dés pour {name}</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting for {name}'s reactions</source>
            <translation>en attente des réactions de {name}</translation>
        </message>
        <message>
            <source>reacting to {who}'s {skill}, Defense {defense}</source>
            <translation>réagit à {skill} de {who}, Défense {defense}</translation>
        </message>
        <message>
            <source>Paused: it counts when resumed</source>
            <translation>Suspendu : il compte à la reprise</translation>
        </message>
        <message>
            <source>Wasted: it still raises the penalty</source>
            <translation>Gâché : il augmente quand même le malus</translation>
        </message>
        <message>
            <source>Lost: the whole long action is lost</source>
            <translation>Perdu : toute l’action longue est perdue</translation>
        </message>
        <message>
            <source>Interrupt the Long Action</source>
            <translation>Interrompre l’action longue</translation>
        </message>
        <message>
            <source>{who}'s roll of '{title}' is interrupted:</source>
            <translation>Le jet de « {title} » de {who} est interrompu :</translation>
        </message>
        <message>
            <source>Roll for {name}</source>
            <translation>Lancer pour {name}</translation>
        </message>
        <message>
            <source>Damage…</source>
            <translation>Dégâts…</translation>
        </message>
        <message>
            <source>Extra actions…</source>
            <translation>Actions supplémentaires…</translation>
        </message>
        <message>
            <source>Start a long action…</source>
            <translation>Commencer une action longue…</translation>
        </message>
        <message>
            <source>Remove from the table</source>
            <translation>Retirer de la table</translation>
        </message>
        <message>
            <source>Extra Actions</source>
            <translation>Actions supplémentaires</translation>
        </message>
        <message>
            <source>Extra actions per round for {name} from abilities (rule B-04):</source>
            <translation>Actions supplémentaires par tour de {name} grâce à ses aptitudes (B-04) :</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksSheet</name>
        <message>
            <source>{owner}: kind must be {kinds}, not {kind}</source>
            <translation>{owner} : le type doit être {kinds}, pas {kind}</translation>
        </message>
        <message>
            <source>{owner}: a damage type needs a name, not {damage_type}</source>
            <translation>{owner} : un type de dégâts doit avoir un nom, pas {damage_type}</translation>
        </message>
        <message>
            <source>{owner}: damage_type needs a name, such as 'stun'</source>
            <translation>{owner} : damage_type doit avoir un nom, comme 'stun'</translation>
        </message>
        <message>
            <source>{owner}: {key} must be a tuple of {name}</source>
            <translation>{owner} : {key} doit être un tuple de {name}</translation>
        </message>
        <message>
            <source>{owner}: two {key} are named '{name}'</source>
            <translation>{owner} : deux éléments de {key} s’appellent « {name} »</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>{who} has no skill '{name}' (has: {known})</source>
            <translation>{who} n’a pas de compétence « {name} » (a : {known})</translation>
        </message>
        <message>
            <source>{who} has no capacity attribute '{name}' (has: {known})</source>
            <translation>{who} n’a pas d’attribut de capacité « {name} » (a : {known})</translation>
        </message>
        <message>
            <source>{who} has no Scar '{name}' (has: {known})</source>
            <translation>{who} n’a pas de Cicatrice « {name} » (a : {known})</translation>
        </message>
        <message>
            <source>{who} has no equipment '{name}' (has: {known})</source>
            <translation>{who} n’a pas d’équipement « {name} » (a : {known})</translation>
        </message>
        <message>
            <source>skill</source>
            <translation>compétence</translation>
        </message>
        <message>
            <source>capacity attribute</source>
            <translation>attribut de capacité</translation>
        </message>
        <message>
            <source>Scar</source>
            <translation>Cicatrice</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>équipement</translation>
        </message>
        <message>
            <source>character</source>
            <translation>personnage</translation>
        </message>
        <message>
            <source>skill '{name}'</source>
            <translation>compétence « {name} »</translation>
        </message>
        <message>
            <source>capacity attribute '{name}'</source>
            <translation>attribut de capacité « {name} »</translation>
        </message>
        <message>
            <source>Scar '{name}'</source>
            <translation>Cicatrice « {name} »</translation>
        </message>
        <message>
            <source>equipment '{name}'</source>
            <translation>équipement « {name} »</translation>
        </message>
        <message>
            <source>character '{name}'</source>
            <translation>personnage « {name} »</translation>
        </message>
        <message>
            <source>{what} needs a name, not {name}</source>
            <translation>{what} doit avoir un nom, pas {name}</translation>
        </message>
        <message>
            <source>{owner}: {field} must be a whole number from {minimum} to {maximum}, not {value}</source>
            <translation>{owner} : {field} doit être un nombre entier de {minimum} à {maximum}, pas {value}</translation>
        </message>
    </context>
    <context>
        <name>DiceEntry</name>
        <message>
            <source>e.g. 3 4</source>
            <translation>p. ex. 3 4</translation>
        </message>
        <message>
            <source>Faces rolled on the real dice</source>
            <translation>Faces obtenues aux vrais dés</translation>
        </message>
        <message>
            <source>Real dice:</source>
            <translation>Vrais dés :</translation>
        </message>
        <message>
            <source>A die showing {face}</source>
            <translation>Un dé qui montre {face}</translation>
        </message>
        <message>
            <source>face {face}</source>
            <translation>face {face}</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Effacer</translation>
        </message>
    </context>
    <context>
        <name>DiceRow</name>
        <message>
            <source> explodes</source>
            <translation> explose</translation>
        </message>
        <message>
            <source> success</source>
            <translation> réussite</translation>
        </message>
    </context>
    <context>
        <name>DiceTray</name>
        <message>
            <source>No dice rolled yet</source>
            <translation>Aucun dé lancé pour l’instant</translation>
        </message>
        <message>
            <source>Build a roll on the left and press Space.</source>
            <translation>Préparez un jet à gauche et appuyez sur Espace.</translation>
        </message>
        <message>
            <source>action</source>
            <translation>action</translation>
        </message>
        <message>
            <source>reaction</source>
            <translation>réaction</translation>
        </message>
        <message>
            <source>support</source>
            <translation>soutien</translation>
        </message>
        <message>
            <source>long action</source>
            <translation>action longue</translation>
        </message>
        <message>
            <source>Rolled</source>
            <translation>Lancés</translation>
        </message>
        <message>
            <source>↻ Explosion {n}</source>
            <translation>↻ Explosion {n}</translation>
        </message>
        <message>
            <source>Power dice</source>
            <translation>Dés de Puissance</translation>
        </message>
        <message>
            <source>↻ Power {n}</source>
            <translation>↻ Puissance {n}</translation>
        </message>
        <message numerus="yes">
            <source>{bank} bank · %n dice · success on {success}+ · explodes on {explode}+</source>
            <translation>
                <numerusform>Banque {bank} · %n dé · réussite sur {success}+ · explose sur {explode}+</numerusform>
                <numerusform>Banque {bank} · %n dés · réussite sur {success}+ · explose sur {explode}+</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} — {skill}, {kind_of_roll}</source>
            <translation>{who} — {skill}, {kind_of_roll}</translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n réussite</numerusform>
                <numerusform>%n réussites</numerusform>
            </translation>
        </message>
        <message>
            <source>AUTOMATIC FAILURE — no die left after penalties</source>
            <translation>ÉCHEC AUTOMATIQUE — aucun dé après les malus</translation>
        </message>
        <message>
            <source>CRITICAL FAILURE</source>
            <translation>ÉCHEC CRITIQUE</translation>
        </message>
        <message>
            <source>DEFENSE {n}</source>
            <translation>DÉFENSE {n}</translation>
        </message>
        <message>
            <source>{successes} — waiting for {target} to react</source>
            <translation>{successes} — {target} doit encore réagir</translation>
        </message>
        <message>
            <source>SUCCESS</source>
            <translation>RÉUSSITE</translation>
        </message>
        <message>
            <source>FAILURE</source>
            <translation>ÉCHEC</translation>
        </message>
        <message>
            <source>  ★ GREAT SUCCESS</source>
            <translation>  ★ GRANDE RÉUSSITE</translation>
        </message>
        <message>
            <source>{successes} − Defense {defense} = {net} net</source>
            <translation>{successes} − Défense {defense} = {net} net</translation>
        </message>
        <message>
            <source>&lt;b&gt;Power {power}&lt;/b&gt; (base {base})</source>
            <translation>&lt;b&gt;Puissance {power}&lt;/b&gt; (base {base})</translation>
        </message>
        <message>
            <source>Defense so far {n}</source>
            <translation>Défense pour l’instant {n}</translation>
        </message>
        <message numerus="yes">
            <source>+%n dice from support</source>
            <translation>
                <numerusform>+%n dé du soutien</numerusform>
                <numerusform>+%n dés du soutien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>+%n dice for {name}'s next roll</source>
            <translation>
                <numerusform>+%n dé pour {name} au prochain jet</numerusform>
                <numerusform>+%n dés pour {name} au prochain jet</numerusform>
            </translation>
        </message>
        <message>
            <source>burned {points} of {scar}</source>
            <translation>{points} brûlés de {scar}</translation>
        </message>
        <message>
            <source>−{n} cumulative</source>
            <translation>−{n} cumulatif</translation>
        </message>
        <message>
            <source>{title}: total {total}{goal} ({status})</source>
            <translation>{title} : total {total}{goal} ({status})</translation>
        </message>
        <message>
            <source>critical failure wiped {n} Power</source>
            <translation>l’échec critique a effacé {n} de Puissance</translation>
        </message>
    </context>
    <context>
        <name>DieView</name>
        <message>
            <source>die, not rolled</source>
            <translation>dé, pas lancé</translation>
        </message>
        <message>
            <source>die showing {face}</source>
            <translation>dé qui montre {face}</translation>
        </message>
    </context>
    <context>
        <name>DirectorEditor</name>
        <message>
            <source>Suspicion points are a whole number from {minimum} to {maximum}.</source>
            <translation>Les points de Soupçon sont un nombre entier de {minimum} à {maximum}.</translation>
        </message>
        <message>
            <source>Suspicion points: the Director gets one for each risky maneuver (F-15) and spends them on a contest reroll or a complication (F-16). A scenario starts with one per two Founders, rounded up (F-17).</source>
            <translation>Points de Soupçon : le Directeur en reçoit un à chaque manœuvre risquée (F-15) et les dépense pour relancer dans une opposition ou pour une complication (F-16). Un scénario commence avec un point pour deux Fondateurs, arrondi au supérieur (F-17).</translation>
        </message>
        <message>
            <source>A scene needs a name</source>
            <translation>Une scène doit avoir un nom</translation>
        </message>
        <message>
            <source>The current scene: one encounter or situation (F-32).</source>
            <translation>La scène en cours : une rencontre ou une situation (F-32).</translation>
        </message>
        <message>
            <source>New Scene</source>
            <translation>Nouvelle scène</translation>
        </message>
        <message>
            <source>Start the next scene: the circumstances end with this one (F-32).</source>
            <translation>Commencer la scène suivante : les circonstances finissent avec celle-ci (F-32).</translation>
        </message>
        <message>
            <source>Circumstances of the scene</source>
            <translation>Circonstances de la scène</translation>
        </message>
        <message>
            <source>Circumstances (F-01): tags of the scene, best written on index cards everyone can see (F-02). A new one has value 1, +1 for every full 3 points by which its check beat the difficulty (F-31); they end with the scene (F-32).</source>
            <translation>Circonstances (F-01) : étiquettes de la scène, de préférence écrites sur des fiches visibles de tous (F-02). Une nouvelle vaut 1, +1 par tranche complète de 3 points dont son test a dépassé la difficulté (F-31) ; elles finissent avec la scène (F-32).</translation>
        </message>
        <message>
            <source>S&amp;uspicion points</source>
            <translation>Points de &amp;Soupçon</translation>
        </message>
        <message>
            <source>&amp;Scene</source>
            <translation>Scè&amp;ne</translation>
        </message>
        <message>
            <source>Set suspicion points to {count}</source>
            <translation>Mettre les points de Soupçon à {count}</translation>
        </message>
        <message>
            <source>A scene needs a name.</source>
            <translation>Une scène doit avoir un nom.</translation>
        </message>
        <message>
            <source>Rename scene to '{name}'</source>
            <translation>Renommer la scène en « {name} »</translation>
        </message>
        <message>
            <source>New scene</source>
            <translation>Nouvelle scène</translation>
        </message>
        <message>
            <source>Start a new scene</source>
            <translation>Commencer une nouvelle scène</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>What everyone sees on the index card, e.g. Time crunch</source>
            <translation>Ce que tous voient sur la fiche, p. ex. Course contre la montre</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Good circumstances help the Founders (+value), bad ones hinder them (−value) (F-10).</source>
            <translation>Les circonstances favorables aident les Fondateurs (+valeur), les défavorables les gênent (−valeur) (F-10).</translation>
        </message>
        <message>
            <source>Good</source>
            <translation>Favorable</translation>
        </message>
        <message>
            <source>Make circumstance '{name}' good</source>
            <translation>Rendre la circonstance « {name} » favorable</translation>
        </message>
        <message>
            <source>Bad</source>
            <translation>Défavorable</translation>
        </message>
        <message>
            <source>Make circumstance '{name}' bad</source>
            <translation>Rendre la circonstance « {name} » défavorable</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Value (F-31): at least 1; later checks can add to it.</source>
            <translation>Valeur (F-31) : au moins 1 ; des tests ultérieurs peuvent l’augmenter.</translation>
        </message>
        <message>
            <source>A circumstance's value is a whole number from {minimum} to {maximum} (F-31).</source>
            <translation>La valeur d’une circonstance est un nombre entier de {minimum} à {maximum} (F-31).</translation>
        </message>
        <message>
            <source>Raise circumstance '{name}' to {value}</source>
            <translation>Monter la circonstance « {name} » à {value}</translation>
        </message>
        <message>
            <source>Lower circumstance '{name}' to {value}</source>
            <translation>Baisser la circonstance « {name} » à {value}</translation>
        </message>
        <message>
            <source>circumstance</source>
            <translation>circonstance</translation>
        </message>
        <message>
            <source>New circumstance, e.g. Time crunch</source>
            <translation>Nouvelle circonstance, p. ex. Course contre la montre</translation>
        </message>
        <message>
            <source>No circumstances on this scene yet.</source>
            <translation>Aucune circonstance sur cette scène pour l’instant.</translation>
        </message>
        <message>
            <source>The scene already has the circumstance '{name}'.</source>
            <translation>La scène a déjà la circonstance « {name} ».</translation>
        </message>
    </context>
    <context>
        <name>DrawnPanel</name>
        <message>
            <source>Threat factors</source>
            <translation>Facteurs menaçants</translation>
        </message>
        <message>
            <source>Each threatening factor is one disadvantage, up to the Threat level (A-31)</source>
            <translation>Chaque facteur menaçant est un désavantage, jusqu’au niveau de Menace (A-31)</translation>
        </message>
        <message>
            <source>Coordinator reserves</source>
            <translation>Réserves du Coordinateur</translation>
        </message>
        <message>
            <source>Coordinator reserves raise the Threat for this agent alone, 1:1 (A-31)</source>
            <translation>Les réserves du Coordinateur élèvent la Menace pour cet agent seul, 1 pour 1 (A-31)</translation>
        </message>
        <message>
            <source>Betray their trust</source>
            <translation>Trahir sa confiance</translation>
        </message>
        <message>
            <source>Invoke the trust of the agent acted against as an advantage (A-43)</source>
            <translation>Invoquer la confiance de l’agent visé comme avantage (A-43)</translation>
        </message>
        <message>
            <source>injury, fatigue …</source>
            <translation>blessure, fatigue …</translation>
        </message>
        <message>
            <source>Make a negative aspect</source>
            <translation>Créer un aspect négatif</translation>
        </message>
        <message>
            <source>The Coordinator spends a kept complication on a negative aspect; it no longer counts for the scene (A-19)</source>
            <translation>Le Coordinateur dépense une complication gardée pour un aspect négatif ; elle ne compte plus pour la scène (A-19)</translation>
        </message>
        <message>
            <source>A betrayed fully trusting agent may take the hit instead (A-43)</source>
            <translation>Un agent trahi qui faisait totalement confiance peut encaisser le coup à sa place (A-43)</translation>
        </message>
        <message>
            <source>Complications make it permanent</source>
            <translation>Les complications le rendent permanent</translation>
        </message>
        <message>
            <source>Each complication of this removal adds a permanent limiting aspect instead of another negative one (A-23)</source>
            <translation>Chaque complication de ce retrait ajoute un aspect limitant permanent au lieu d’un autre aspect négatif (A-23)</translation>
        </message>
        <message>
            <source>Sort the cards (Enter)</source>
            <translation>Trier les cartes (Entrée)</translation>
        </message>
        <message>
            <source>Put them back (Backspace)</source>
            <translation>Les remettre (Retour arrière)</translation>
        </message>
        <message>
            <source>Complication →</source>
            <translation>Complication →</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s cards — %n drawn</source>
            <translation>
                <numerusform>{name} — %n carte piochée</numerusform>
                <numerusform>{name} — %n cartes piochées</numerusform>
            </translation>
        </message>
        <message>
            <source>Click a drawn card to choose which one an advantage or a disadvantage removes.</source>
            <translation>Cliquez sur une carte piochée pour choisir celle que retire un avantage ou un désavantage.</translation>
        </message>
        <message>
            <source>Threat factors (Threat in effect {level})</source>
            <translation>Facteurs menaçants (max {level})</translation>
        </message>
        <message>
            <source>{name} cancels</source>
            <translation>{name} annule</translation>
        </message>
        <message>
            <source>{name} cancels a complication with a success drawn this scene; partial trust once, full trust as often as it has successes (A-42)</source>
            <translation>{name} annule une complication avec une réussite piochée dans cette scène ; une fois en confiance partielle, autant de fois qu’il a de réussites en confiance totale (A-42)</translation>
        </message>
        <message>
            <source>Click to take it back</source>
            <translation>Cliquez pour le reprendre</translation>
        </message>
        <message>
            <source>to {name}</source>
            <translation>à {name}</translation>
        </message>
        <message>
            <source>Click a used aspect (or press its number) to exhaust it: each advantage removes a red card, each disadvantage a black one; the last card always stays.</source>
            <translation>Cliquez sur un aspect utilisé (ou tapez son numéro) pour l’épuiser : chaque avantage retire une carte rouge, chaque désavantage une noire ; la dernière carte reste toujours.</translation>
        </message>
        <message>
            <source>Set what the player and the Coordinator use.</source>
            <translation>Indiquez ce qu’utilisent le joueur et le Coordinateur.</translation>
        </message>
        <message>
            <source>a clean success</source>
            <translation>une réussite nette</translation>
        </message>
        <message>
            <source>a clean complication</source>
            <translation>une complication nette</translation>
        </message>
        <message>
            <source>a mix</source>
            <translation>un mélange</translation>
        </message>
        <message>
            <source>{card} is the black card of a negative aspect or distrust: it is discarded anyway (A-44)</source>
            <translation>{card} est la carte noire d’un aspect négatif ou de la méfiance : elle est défaussée de toute façon (A-44)</translation>
        </message>
        <message>
            <source>No advantage removes a complication in this test: exhaust a used aspect first (A-11, A-16)</source>
            <translation>Aucun avantage ne retire de complication dans ce test : épuisez d’abord un aspect utilisé (A-11, A-16)</translation>
        </message>
        <message>
            <source>No disadvantage removes a success in this test: the Coordinator exhausts a negative aspect or adds a threat factor first (A-12, A-16, A-31)</source>
            <translation>Aucun désavantage ne retire de réussite dans ce test : le Coordinateur épuise d’abord un aspect négatif ou ajoute un facteur menaçant (A-12, A-16, A-31)</translation>
        </message>
    </context>
    <context>
        <name>Edits</name>
        <message>
            <source>Add {name}</source>
            <translation>Ajouter {name}</translation>
        </message>
        <message>
            <source>Delete {name}</source>
            <translation>Supprimer {name}</translation>
        </message>
        <message>
            <source>Rename {old} to {new}</source>
            <translation>Renommer {old} en {new}</translation>
        </message>
        <message>
            <source>Remove portrait</source>
            <translation>Retirer le portrait</translation>
        </message>
        <message>
            <source>Set portrait</source>
            <translation>Définir le portrait</translation>
        </message>
        <message>
            <source>Change table options</source>
            <translation>Modifier les options de la table</translation>
        </message>
        <message>
            <source>Edit the GM's cards</source>
            <translation>Modifier les cartes du meneur de jeu</translation>
        </message>
        <message numerus="yes">
            <source>Import %n character(s)</source>
            <translation>
                <numerusform>Importer %n personnage</numerusform>
                <numerusform>Importer %n personnages</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EquipmentTab</name>
        <message>
            <source>Equipment</source>
            <translation>Équipement</translation>
        </message>
        <message>
            <source>An equipment card (A-05), e.g. Pistol or Lock picks.</source>
            <translation>Une carte d’équipement (A-05), p. ex. Pistolet ou Crochets.</translation>
        </message>
        <message>
            <source>Aspect it gives</source>
            <translation>Aspect donné</translation>
        </message>
        <message>
            <source>The aspect the card gives (A-17); left empty, the card's name is its aspect.</source>
            <translation>L’aspect que donne la carte (A-17) ; laissé vide, le nom de la carte est son aspect.</translation>
        </message>
        <message>
            <source>Let equipment '{name}' give aspect '{new}'</source>
            <translation>L’équipement « {name} » donne l’aspect « {new} »</translation>
        </message>
        <message>
            <source>Fits</source>
            <translation>Convient à</translation>
        </message>
        <message>
            <source>The character aspects it fits (A-17): the equipment is used only together with one of them. Tick them below the table.</source>
            <translation>Les aspects du personnage auxquels il convient (A-17) : l’équipement ne sert qu’avec l’un d’eux. Cochez-les sous le tableau.</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Épuisé</translation>
        </message>
        <message>
            <source>An exhausted equipment aspect cannot be used at all until the equipment is replenished: bought, looted or repaired (A-17, A-22).</source>
            <translation>Un aspect d’équipement épuisé ne sert plus du tout tant que l’équipement n’est pas réapprovisionné : acheté, pillé ou réparé (A-17, A-22).</translation>
        </message>
        <message>
            <source>Exhaust equipment '{name}'</source>
            <translation>Épuiser l’équipement « {name} »</translation>
        </message>
        <message>
            <source>Replenish equipment '{name}'</source>
            <translation>Réapprovisionner l’équipement « {name} »</translation>
        </message>
        <message>
            <source>equipment card</source>
            <translation>carte d’équipement</translation>
        </message>
        <message>
            <source>New equipment, e.g. Pistol</source>
            <translation>Nouvel équipement, p. ex. Pistolet</translation>
        </message>
        <message>
            <source>No equipment yet: type a card below, pick an aspect it fits, Enter.</source>
            <translation>Pas encore d’équipement : tapez une carte ci-dessous, choisissez un aspect auquel elle convient, Entrée.</translation>
        </message>
        <message>
            <source>Add equipment '{name}'</source>
            <translation>Ajouter l’équipement « {name} »</translation>
        </message>
        <message>
            <source>Remove equipment '{name}'</source>
            <translation>Retirer l’équipement « {name} »</translation>
        </message>
        <message>
            <source>Rename equipment '{name}' to '{new}'</source>
            <translation>Renommer l’équipement « {name} » en « {new} »</translation>
        </message>
        <message>
            <source>Move equipment '{name}' up</source>
            <translation>Monter l’équipement « {name} »</translation>
        </message>
        <message>
            <source>Move equipment '{name}' down</source>
            <translation>Descendre l’équipement « {name} »</translation>
        </message>
        <message>
            <source>This agent already has the equipment '{name}'.</source>
            <translation>Cet agent a déjà l’équipement « {name} ».</translation>
        </message>
        <message>
            <source>An equipment card needs a name.</source>
            <translation>Une carte d’équipement a besoin d’un nom.</translation>
        </message>
        <message>
            <source>Aspect it fits</source>
            <translation>Aspect auquel il convient</translation>
        </message>
        <message>
            <source>A character aspect the equipment fits (A-17): pick one or type it.</source>
            <translation>Un aspect du personnage auquel l’équipement convient (A-17) : choisissez-le ou tapez-le.</translation>
        </message>
        <message>
            <source>Tick each character aspect this equipment fits (A-17); Space ticks.</source>
            <translation>Cochez chaque aspect du personnage auquel cet équipement convient (A-17) ; Espace coche.</translation>
        </message>
        <message>
            <source>Another aspect it fits, e.g. Marksman</source>
            <translation>Un autre aspect auquel il convient, p. ex. Tireur d’élite</translation>
        </message>
        <message>
            <source>An aspect this agent lacks, for equipment other agents use too (A-17)</source>
            <translation>Un aspect que cet agent n’a pas, pour un équipement que d’autres agents utilisent aussi (A-17)</translation>
        </message>
        <message>
            <source>Add Fit</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <source>Let the equipment fit the aspect typed (Enter)</source>
            <translation>L’équipement convient à l’aspect tapé (Entrée)</translation>
        </message>
        <message>
            <source>Pick or type an aspect the equipment fits: it is used only with one (A-17).</source>
            <translation>Choisissez ou tapez un aspect auquel l’équipement convient : il ne sert qu’avec l’un d’eux (A-17).</translation>
        </message>
        <message>
            <source>Aspects it fits: select an equipment card</source>
            <translation>Aspects auxquels il convient : choisissez une carte d’équipement</translation>
        </message>
        <message>
            <source>Aspects '{name}' fits</source>
            <translation>Aspects auxquels « {name} » convient</translation>
        </message>
        <message>
            <source>Not one of this agent's aspects</source>
            <translation>Pas un aspect de cet agent</translation>
        </message>
        <message>
            <source>Let equipment '{name}' fit '{aspect}'</source>
            <translation>L’équipement « {name} » convient à « {aspect} »</translation>
        </message>
        <message>
            <source>Equipment '{name}' must fit at least one aspect (A-17): tick another before taking this one away.</source>
            <translation>L’équipement « {name} » doit convenir à au moins un aspect (A-17) : cochez-en un autre avant de retirer celui-ci.</translation>
        </message>
        <message>
            <source>Equipment '{name}' no longer fits '{aspect}'</source>
            <translation>L’équipement « {name} » ne convient plus à « {aspect} »</translation>
        </message>
        <message>
            <source>Equipment '{name}' already fits '{aspect}'.</source>
            <translation>L’équipement « {name} » convient déjà à « {aspect} ».</translation>
        </message>
    </context>
    <context>
        <name>Exchange</name>
        <message>
            <source>play session '{name}' was left out: {error}</source>
            <translation>la séance de jeu « {name} » a été omise : {error}</translation>
        </message>
        <message>
            <source>character {number} ('{name}'): a character of that name is already in the campaign</source>
            <translation>personnage {number} (« {name} ») : un personnage de ce nom est déjà dans la campagne</translation>
        </message>
        <message>
            <source>session {number} ('{name}')</source>
            <translation>séance {number} (« {name} »)</translation>
        </message>
        <message>
            <source>{where}: {error}</source>
            <translation>{where} : {error}</translation>
        </message>
        <message>
            <source>field 'sessions' must be a list</source>
            <translation>le champ « sessions » doit être une liste</translation>
        </message>
        <message>
            <source>session {number}</source>
            <translation>séance {number}</translation>
        </message>
        <message numerus="yes">
            <source>%n character(s)</source>
            <translation>
                <numerusform>%n personnage</numerusform>
                <numerusform>%n personnages</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n play session(s)</source>
            <translation>
                <numerusform>%n séance de jeu</numerusform>
                <numerusform>%n séances de jeu</numerusform>
            </translation>
        </message>
        <message>
            <source>{characters} and {sessions}</source>
            <translation>{characters} et {sessions}</translation>
        </message>
        <message>
            <source>{where}: not a JSON object</source>
            <translation>{where} : n’est pas un objet JSON</translation>
        </message>
        <message>
            <source>{where}: field 'system' must be one of {names}</source>
            <translation>{where} : le champ « system » doit être l’un de {names}</translation>
        </message>
        <message>
            <source>{where}: field 'name' is missing or not text</source>
            <translation>{where} : le champ « name » manque ou n’est pas du texte</translation>
        </message>
        <message>
            <source>{where} ('{name}'): {error}</source>
            <translation>{where} (« {name} ») : {error}</translation>
        </message>
        <message>
            <source>{where} ('{name}'): needs a 'setup' object and an 'events' list</source>
            <translation>{where} (« {name} ») : il faut un objet « setup » et une liste « events »</translation>
        </message>
        <message>
            <source>{where} ('{name}'): {problem}</source>
            <translation>{where} (« {name} ») : {problem}</translation>
        </message>
        <message>
            <source>the file is not a Card Desk export: it holds no JSON object</source>
            <translation>le fichier n’est pas un export Card Desk : il ne contient aucun objet JSON</translation>
        </message>
        <message>
            <source>the file is not a Card Desk export (format {format})</source>
            <translation>le fichier n’est pas un export Card Desk (format {format})</translation>
        </message>
        <message>
            <source>field 'version' must be a whole number, not {version}</source>
            <translation>le champ « version » doit être un nombre entier, pas {version}</translation>
        </message>
        <message>
            <source>the file was exported by a newer Card Desk (version {version}): update Card Desk</source>
            <translation>le fichier a été exporté par un Card Desk plus récent (version {version}) : mettez Card Desk à jour</translation>
        </message>
        <message>
            <source>the file has no "characters" list</source>
            <translation>le fichier n’a pas de liste « characters »</translation>
        </message>
        <message>
            <source>character {number} ('{name}'): the file holds that name twice</source>
            <translation>personnage {number} (« {name} ») : le fichier contient ce nom deux fois</translation>
        </message>
        <message>
            <source>character {number}</source>
            <translation>personnage {number}</translation>
        </message>
        <message>
            <source>character {number} ('{name}')</source>
            <translation>personnage {number} (« {name} »)</translation>
        </message>
        <message>
            <source>{where}: field 'system' must be one of {names}, not {system}</source>
            <translation>{where} : le champ « system » doit être l’un de {names}, pas {system}</translation>
        </message>
        <message>
            <source>field '{key}' must map rule systems ({names}) to objects</source>
            <translation>le champ « {key} » doit associer des objets aux systèmes de règles ({names})</translation>
        </message>
        <message>
            <source>field '{key}': the value for {system} must be an object</source>
            <translation>champ « {key} » : la valeur pour {system} doit être un objet</translation>
        </message>
        <message>
            <source>field '{key}', {system}: {error}</source>
            <translation>champ « {key} », {system} : {error}</translation>
        </message>
        <message>
            <source>{where}: field 'portrait' must be an object with base64 'data'</source>
            <translation>{where} : le champ « portrait » doit être un objet avec des « data » en base64</translation>
        </message>
        <message>
            <source>{where}: field 'portrait' is not valid base64</source>
            <translation>{where} : le champ « portrait » n’est pas du base64 valide</translation>
        </message>
        <message>
            <source>the portrait</source>
            <translation>le portrait</translation>
        </message>
        <message>
            <source>{where}: field 'portrait': {error}</source>
            <translation>{where} : champ « portrait » : {error}</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>{path}: not a file (a device or a pipe)</source>
            <translation>{path} : n’est pas un fichier (un périphérique ou un tube)</translation>
        </message>
        <message>
            <source>{path}: too large for a Card Desk file (over {megabytes} MB)</source>
            <translation>{path} : trop gros pour un fichier Card Desk (plus de {megabytes} Mo)</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path} : fichier introuvable</translation>
        </message>
        <message>
            <source>{path}: is a folder, not a file</source>
            <translation>{path} : c’est un dossier, pas un fichier</translation>
        </message>
        <message>
            <source>{path}: not allowed to read it</source>
            <translation>{path} : lecture non autorisée</translation>
        </message>
        <message>
            <source>{path}: not a text file (JSON must be UTF-8)</source>
            <translation>{path} : n’est pas un fichier texte (le JSON doit être en UTF-8)</translation>
        </message>
        <message>
            <source>{path}: cannot read it ({reason})</source>
            <translation>{path} : lecture impossible ({reason})</translation>
        </message>
        <message>
            <source>{path}: cannot write it ({reason})</source>
            <translation>{path} : écriture impossible ({reason})</translation>
        </message>
    </context>
    <context>
        <name>FounderCard</name>
        <message>
            <source>Click, or press {key}, to lead the next check</source>
            <translation>Cliquez ou appuyez sur {key} pour mener le prochain test</translation>
        </message>
        <message numerus="yes">
            <source>%n adversity</source>
            <translation>
                <numerusform>Adversité : %n</numerusform>
                <numerusform>Adversité : %n</numerusform>
            </translation>
        </message>
        <message>
            <source>One Adversity Token fewer</source>
            <translation>Un jeton d’Adversité de moins</translation>
        </message>
        <message>
            <source>One Adversity Token more</source>
            <translation>Un jeton d’Adversité de plus</translation>
        </message>
        <message>
            <source>Consequences</source>
            <translation>Conséquences</translation>
        </message>
        <message>
            <source>Add a consequence…</source>
            <translation>Ajouter une conséquence…</translation>
        </message>
        <message>
            <source>Remove {tag}</source>
            <translation>Retirer {tag}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Traits&lt;/b&gt; {tags}</source>
            <translation>&lt;b&gt;Traits&lt;/b&gt; {tags}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Consequences&lt;/b&gt; {tags}</source>
            <translation>&lt;b&gt;Conséquences&lt;/b&gt; {tags}</translation>
        </message>
    </context>
    <context>
        <name>FounderEditor</name>
        <message>
            <source>Adversity tokens are a whole number from {minimum} to {maximum}.</source>
            <translation>Les jetons d’Adversité sont un nombre entier de {minimum} à {maximum}.</translation>
        </message>
        <message>
            <source>Adversity tokens (F-14): the Founder gets one for each failed check and spends them on later rolls, +1 each.</source>
            <translation>Jetons d’Adversité (F-14) : le Fondateur en reçoit un à chaque test raté et les dépense sur ses jets suivants, +1 chacun.</translation>
        </message>
        <message>
            <source>Traits</source>
            <translation>Traits</translation>
        </message>
        <message>
            <source>Traits (F-01): one or two descriptive words with a score, set at creation and development. They stay with the Founder from scene to scene (F-32).</source>
            <translation>Traits (F-01) : un ou deux mots descriptifs avec une valeur, fixés à la création et lors de l’évolution. Ils restent au Fondateur de scène en scène (F-32).</translation>
        </message>
        <message>
            <source>Raise trait '{name}' to {value}</source>
            <translation>Monter le trait « {name} » à {value}</translation>
        </message>
        <message>
            <source>Lower trait '{name}' to {value}</source>
            <translation>Baisser le trait « {name} » à {value}</translation>
        </message>
        <message>
            <source>Consequences</source>
            <translation>Conséquences</translation>
        </message>
        <message>
            <source>Consequences (F-01): tags that result from the Founder's actions. Like traits they have a score and stay with the Founder (F-32).</source>
            <translation>Conséquences (F-01) : étiquettes qui découlent des actes du Fondateur. Comme les traits, elles ont une valeur et restent au Fondateur (F-32).</translation>
        </message>
        <message>
            <source>Raise consequence '{name}' to {value}</source>
            <translation>Monter la conséquence « {name} » à {value}</translation>
        </message>
        <message>
            <source>Lower consequence '{name}' to {value}</source>
            <translation>Baisser la conséquence « {name} » à {value}</translation>
        </message>
        <message>
            <source>&amp;Adversity tokens</source>
            <translation>Jetons d’&amp;Adversité</translation>
        </message>
        <message>
            <source>Set adversity tokens to {count}</source>
            <translation>Mettre les jetons d’Adversité à {count}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>One or two words, e.g. Engineer or Clever</source>
            <translation>Un ou deux mots, p. ex. Ingénieur ou Malin</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Score (F-01): added to a check when the tag helps, subtracted when it hinders (F-10).</source>
            <translation>Valeur (F-01) : ajoutée au test quand l’étiquette aide, retranchée quand elle gêne (F-10).</translation>
        </message>
        <message>
            <source>A score is a whole number from {minimum} to {maximum} (F-01).</source>
            <translation>Une valeur est un nombre entier de {minimum} à {maximum} (F-01).</translation>
        </message>
        <message>
            <source>trait</source>
            <translation>trait</translation>
        </message>
        <message>
            <source>New trait, e.g. Engineer</source>
            <translation>Nouveau trait, p. ex. Ingénieur</translation>
        </message>
        <message>
            <source>No traits yet: type one below and press Enter.</source>
            <translation>Pas encore de traits : tapez-en un ci-dessous et appuyez sur Entrée.</translation>
        </message>
        <message>
            <source>This Founder already has the trait '{name}'.</source>
            <translation>Ce Fondateur a déjà le trait « {name} ».</translation>
        </message>
        <message>
            <source>consequence</source>
            <translation>conséquence</translation>
        </message>
        <message>
            <source>New consequence, e.g. Wounded</source>
            <translation>Nouvelle conséquence, p. ex. Blessé</translation>
        </message>
        <message>
            <source>No consequences yet: they come from the Founder's actions.</source>
            <translation>Pas encore de conséquences : elles découlent des actes du Fondateur.</translation>
        </message>
        <message>
            <source>This Founder already has the consequence '{name}'.</source>
            <translation>Ce Fondateur a déjà la conséquence « {name} ».</translation>
        </message>
    </context>
    <context>
        <name>FoundersCheck</name>
        <message>
            <source>the scores of the helping (+) and hindering (-) tags (rule F-10)</source>
            <translation>les valeurs des étiquettes qui aident (+) et qui gênent (-) (règle F-10)</translation>
        </message>
        <message>
            <source>Easy 4, Normal 7 (the default), Hard 10, Very Hard 13, or a number (rule F-13)</source>
            <translation>easy 4 (facile), normal 7 (normale, par défaut), hard 10 (difficile), very-hard 13 (très difficile) ou un nombre (règle F-13)</translation>
        </message>
        <message>
            <source>the two faces rolled at the table; without it, roll them</source>
            <translation>les deux faces obtenues à la table ; sans cette option, elles sont lancées</translation>
        </message>
        <message>
            <source>take the risky reroll: its faces, or none to roll them; refused unless the first roll fails before adversity tokens (rule F-15)</source>
            <translation>tenter la manœuvre risquée : ses faces, ou rien pour les lancer ; refusée sauf si le premier jet échoue avant les jetons d’Adversité (règle F-15)</translation>
        </message>
        <message>
            <source>adversity tokens spent, +1 each (rule F-14)</source>
            <translation>jetons d’Adversité dépensés, +1 chacun (règle F-14)</translation>
        </message>
        <message>
            <source>one assisting Founder: +2 with a relevant tag, +1 otherwise; repeat for each (rule F-20)</source>
            <translation>un Fondateur qui aide : +2 avec une étiquette utile, +1 sinon ; à répéter pour chacun (règle F-20)</translation>
        </message>
        <message>
            <source>the check creates a circumstance: report its value on a success (rules F-30, F-31)</source>
            <translation>le test crée une circonstance : donne sa valeur en cas de réussite (règles F-30, F-31)</translation>
        </message>
        <message>
            <source>seed for rolled dice, to repeat a roll</source>
            <translation>graine des dés lancés, pour refaire un jet</translation>
        </message>
        <message numerus="yes">
            <source>--tags: %n tag scores; one check takes at most {most}</source>
            <translation>
                <numerusform>--tags : %n valeur d’étiquette ; un test en prend au plus {most}</numerusform>
                <numerusform>--tags : %n valeurs d’étiquettes ; un test en prend au plus {most}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a number of %n digit(s)</source>
            <translation>
                <numerusform>un nombre de %n chiffre</numerusform>
                <numerusform>un nombre de %n chiffres</numerusform>
            </translation>
        </message>
        <message>
            <source>--tags: '{token}' is not a tag score: write signed whole numbers such as +2 +1 -1 (+ helps, - hinders)</source>
            <translation>--tags : « {token} » n’est pas une valeur d’étiquette : écrivez des nombres entiers signés comme +2 +1 -1 (+ aide, - gêne)</translation>
        </message>
        <message>
            <source>--tags: a tag score</source>
            <translation>--tags : une valeur d’étiquette</translation>
        </message>
        <message numerus="yes">
            <source>%n face(s) given, but a roll is two dice: write them such as 3 4</source>
            <translation>
                <numerusform>%n face donnée, mais un jet, c’est deux dés : écrivez-les comme 3 4</numerusform>
                <numerusform>%n faces données, mais un jet, c’est deux dés : écrivez-les comme 3 4</numerusform>
            </translation>
        </message>
        <message>
            <source>{option}: {problem}</source>
            <translation>{option} : {problem}</translation>
        </message>
        <message>
            <source>with the risky reroll taken on every roll that fails before tokens: {percent} success (rule F-15)</source>
            <translation>avec la manœuvre risquée sur chaque jet qui échoue avant les jetons : {percent} de réussite (règle F-15)</translation>
        </message>
        <message>
            <source>success</source>
            <translation>réussite</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>échec</translation>
        </message>
        <message>
            <source>snake eyes</source>
            <translation>double un</translation>
        </message>
        <message>
            <source>boxcars</source>
            <translation>double six</translation>
        </message>
    </context>
    <context>
        <name>FoundersDriver</name>
        <message>
            <source>a Founders session's setup needs its scenario and mirror mode</source>
            <translation>la préparation d’une séance des Fondateurs demande son scénario et son mode miroir</translation>
        </message>
        <message>
            <source>choose at least one Founder to play</source>
            <translation>choisissez au moins un Fondateur pour jouer</translation>
        </message>
        <message>
            <source>{name}'s dice are waiting: take the check or the risky reroll first (Ctrl+Z takes the roll back)</source>
            <translation>les dés de {name} attendent : acceptez d’abord le test ou tentez la manœuvre risquée (Ctrl+Z annule le jet)</translation>
        </message>
        <message>
            <source>no risky reroll: roll a check first</source>
            <translation>pas de manœuvre risquée : lancez d’abord un test</translation>
        </message>
        <message>
            <source>{name} has already taken the risky reroll (rule F-15)</source>
            <translation>{name} a déjà tenté la manœuvre risquée (règle F-15)</translation>
        </message>
        <message>
            <source>no risky reroll: {name}'s check does not fail before adversity tokens (rule F-15)</source>
            <translation>pas de manœuvre risquée : le test de {name} n’échoue pas avant les jetons d’Adversité (règle F-15)</translation>
        </message>
        <message>
            <source>no check to take: roll a check first</source>
            <translation>pas de test à accepter : lancez d’abord un test</translation>
        </message>
        <message>
            <source>say what changes on '{name}': its name, its value or both</source>
            <translation>dites ce qui change sur « {name} » : son nom, sa valeur ou les deux</translation>
        </message>
        <message>
            <source>there is no contest under way</source>
            <translation>aucune opposition n’est en cours</translation>
        </message>
        <message>
            <source>dice</source>
            <translation>dés</translation>
        </message>
        <message>
            <source>{what}: type the two faces rolled at the table, such as 3 4</source>
            <translation>{what} : tapez les deux faces obtenues à la table, comme 3 4</translation>
        </message>
        <message>
            <source>the check</source>
            <translation>le test</translation>
        </message>
        <message>
            <source>{owner}: {field} must be a list of tag names</source>
            <translation>{owner} : {field} doit être une liste de noms d’étiquettes</translation>
        </message>
        <message>
            <source>'{name}' cannot both help and hinder {owner}</source>
            <translation>« {name} » ne peut pas à la fois aider et gêner ({owner})</translation>
        </message>
        <message>
            <source>'{name}' counts only once in {owner}</source>
            <translation>« {name} » ne compte qu’une fois ({owner})</translation>
        </message>
        <message>
            <source>{owner}: {problem}</source>
            <translation>{owner} : {problem}</translation>
        </message>
        <message>
            <source>there is no tag '{name}', and scene '{scene}' has no such circumstance</source>
            <translation>il n’y a pas d’étiquette « {name} », et la scène « {scene} » n’a pas cette circonstance</translation>
        </message>
        <message>
            <source>{founder} has no tag '{name}', and scene '{scene}' has no such circumstance</source>
            <translation>{founder} n’a pas d’étiquette « {name} », et la scène « {scene} » n’a pas cette circonstance</translation>
        </message>
        <message>
            <source>the challenger's roll</source>
            <translation>le jet de l’initiateur</translation>
        </message>
        <message>
            <source>the defender's roll</source>
            <translation>le jet du défenseur</translation>
        </message>
        <message>
            <source>field '{field}' must be a name, not {value}</source>
            <translation>le champ « {field} » doit être un nom, pas {value}</translation>
        </message>
        <message>
            <source>field '{field}' must be a whole number of at least {minimum}, not {value}</source>
            <translation>le champ « {field} » doit être un nombre entier d’au moins {minimum}, pas {value}</translation>
        </message>
    </context>
    <context>
        <name>FoundersKeys</name>
        <message>
            <source>E</source>
            <translation>F</translation>
        </message>
        <message>
            <source>N</source>
            <translation>N</translation>
        </message>
        <message>
            <source>H</source>
            <translation>D</translation>
        </message>
        <message>
            <source>V</source>
            <translation>T</translation>
        </message>
        <message>
            <source>R</source>
            <translation>M</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>P</source>
            <translation>P</translation>
        </message>
    </context>
    <context>
        <name>FoundersPlayers</name>
        <message>
            <source>Adversity tokens</source>
            <translation>Jetons d’Adversité</translation>
        </message>
        <message>
            <source>Trait</source>
            <translation>Trait</translation>
        </message>
        <message>
            <source>Consequence</source>
            <translation>Conséquence</translation>
        </message>
        <message>
            <source>Lead a check: which of your traits help?</source>
            <translation>Mener un test : quels traits vous aident ?</translation>
        </message>
        <message>
            <source>Ask the game master to roll</source>
            <translation>Demander au meneur de jeu de lancer</translation>
        </message>
        <message>
            <source>{founder} asks to lead a check</source>
            <translation>{founder} demande à mener un test</translation>
        </message>
        <message>
            <source>{founder} asks to lead a check helped by {traits}</source>
            <translation>{founder} demande à mener un test, aidé par : {traits}</translation>
        </message>
    </context>
    <context>
        <name>FoundersPublic</name>
        <message>
            <source>Scene</source>
            <translation>Scène</translation>
        </message>
        <message>
            <source>Circumstances</source>
            <translation>Circonstances</translation>
        </message>
        <message>
            <source>Suspicion</source>
            <translation>Soupçon</translation>
        </message>
    </context>
    <context>
        <name>FoundersRules</name>
        <message>
            <source>dice</source>
            <translation>dés</translation>
        </message>
        <message>
            <source>{what}: a roll is two d6, so give two faces such as 3 4, not {count}</source>
            <translation>{what} : un jet, c’est deux d6, donnez donc deux faces comme 3 4, pas {count}</translation>
        </message>
        <message>
            <source>{what}: a d6 cannot show {face}: faces run from 1 to 6</source>
            <translation>{what} : un d6 ne peut pas montrer {face} : les faces vont de 1 à 6</translation>
        </message>
        <message>
            <source>a difficulty is a whole number from 1 to {maximum}, not {number}</source>
            <translation>une difficulté est un nombre entier de 1 à {maximum}, pas {number}</translation>
        </message>
        <message>
            <source>unknown difficulty '{text}': use easy, normal, hard, very-hard or a whole number from 1 to {maximum}</source>
            <translation>difficulté inconnue « {text} » : utilisez easy, normal, hard, very-hard ou un nombre entier de 1 à {maximum}</translation>
        </message>
        <message>
            <source>Easy {value}</source>
            <translation>Facile {value}</translation>
        </message>
        <message>
            <source>Normal {value}</source>
            <translation>Normale {value}</translation>
        </message>
        <message>
            <source>Hard {value}</source>
            <translation>Difficile {value}</translation>
        </message>
        <message>
            <source>Very Hard {value}</source>
            <translation>Très difficile {value}</translation>
        </message>
        <message>
            <source>must be true or false, not {value}</source>
            <translation>doit être true ou false, pas {value}</translation>
        </message>
        <message>
            <source>an assist is 'relevant' (+2) or 'plain' (+1), not '{word}'</source>
            <translation>une aide est « relevant » (+2) ou « plain » (+1), pas « {word} »</translation>
        </message>
        <message>
            <source>risky reroll</source>
            <translation>manœuvre risquée</translation>
        </message>
        <message>
            <source>snake eyes fail whatever is added: the adversity tokens are kept (rule F-11)</source>
            <translation>un double un échoue quoi qu’on ajoute : les jetons d’Adversité sont gardés (règle F-11)</translation>
        </message>
        <message>
            <source>no risky reroll: {dice} is boxcars, an automatic success (rule F-15)</source>
            <translation>pas de manœuvre risquée : {dice} est un double six, une réussite automatique (règle F-15)</translation>
        </message>
        <message>
            <source>no risky reroll: {dice} with {modifiers} makes {total}, which already meets {difficulty} before adversity tokens (rule F-15)</source>
            <translation>pas de manœuvre risquée : {dice} avec {modifiers} fait {total}, qui atteint déjà {difficulty} avant les jetons d’Adversité (règle F-15)</translation>
        </message>
        <message>
            <source>the Director</source>
            <translation>le Directeur</translation>
        </message>
        <message>
            <source>{first} {first_total} vs {second} {second_total}</source>
            <translation>{first} {first_total} contre {second} {second_total}</translation>
        </message>
        <message>
            <source>{line}: the Director to move</source>
            <translation>{line} : au Directeur de jouer</translation>
        </message>
        <message>
            <source>{line}: {name} to move</source>
            <translation>{line} : à {name} de jouer</translation>
        </message>
        <message>
            <source>{line}: a tie, nobody wins</source>
            <translation>{line} : égalité, personne ne gagne</translation>
        </message>
        <message>
            <source>{line}: {name} wins</source>
            <translation>{line} : {name} gagne</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>personne pour l’instant</translation>
        </message>
        <message>
            <source>no Founder '{name}' in this scenario (Founders: {names})</source>
            <translation>pas de Fondateur « {name} » dans ce scénario (Fondateurs : {names})</translation>
        </message>
        <message>
            <source>a contest is under way ({contest}): finish or end it before you start a new scenario</source>
            <translation>une opposition est en cours ({contest}) : terminez-la ou arrêtez-la avant de commencer un nouveau scénario</translation>
        </message>
        <message>
            <source>a contest is under way ({contest}): finish or end it before you move to the next scene</source>
            <translation>une opposition est en cours ({contest}) : terminez-la ou arrêtez-la avant de passer à la scène suivante</translation>
        </message>
        <message>
            <source>a contest is under way ({contest}): finish or end it before you make a check</source>
            <translation>une opposition est en cours ({contest}) : terminez-la ou arrêtez-la avant de faire un test</translation>
        </message>
        <message>
            <source>name the circumstance this check creates or adds to (rule F-30)</source>
            <translation>nommez la circonstance que ce test crée ou renforce (règle F-30)</translation>
        </message>
        <message>
            <source>'{name}': only a circumstance-creating check makes a circumstance</source>
            <translation>« {name} » : seul un test qui crée une circonstance en fait une</translation>
        </message>
        <message>
            <source>'{name}' hinders the Founders: a Founder's check can only create or add to a circumstance that helps them (rule F-31)</source>
            <translation>« {name} » gêne les Fondateurs : le test d’un Fondateur ne peut créer ou renforcer qu’une circonstance qui les aide (règle F-31)</translation>
        </message>
        <message>
            <source>snake eyes fail whatever is added: {name} keeps the adversity tokens (rule F-11)</source>
            <translation>un double un échoue quoi qu’on ajoute : {name} garde ses jetons d’Adversité (règle F-11)</translation>
        </message>
        <message>
            <source>a contest is under way ({contest}): finish or end it before you start another contest</source>
            <translation>une opposition est en cours ({contest}) : terminez-la ou arrêtez-la avant d’en commencer une autre</translation>
        </message>
        <message>
            <source>a contest needs a Founder on at least one side</source>
            <translation>une opposition demande un Fondateur d’au moins un côté</translation>
        </message>
        <message>
            <source>{name} cannot contest against themself</source>
            <translation>{name} ne peut pas s’opposer à soi-même</translation>
        </message>
        <message>
            <source>the Director's reroll</source>
            <translation>la relance du Directeur</translation>
        </message>
        <message>
            <source>there is no contest to end</source>
            <translation>il n’y a pas d’opposition à terminer</translation>
        </message>
        <message>
            <source>name the Founder who assists (rule F-20)</source>
            <translation>nommez le Fondateur qui aide (règle F-20)</translation>
        </message>
        <message>
            <source>{name} rolls in this, so cannot also assist</source>
            <translation>{name} lance déjà, donc ne peut pas aussi aider</translation>
        </message>
        <message>
            <source>{name} can assist only once</source>
            <translation>{name} ne peut aider qu’une fois</translation>
        </message>
        <message>
            <source>there is no contest under way</source>
            <translation>aucune opposition n’est en cours</translation>
        </message>
        <message>
            <source>must be null when a session starts</source>
            <translation>doit être null au début d’une séance</translation>
        </message>
        <message>
            <source>the Director's dice</source>
            <translation>dés du Directeur</translation>
        </message>
        <message>
            <source>{name}'s dice</source>
            <translation>dés de {name}</translation>
        </message>
        <message>
            <source>it is {name}'s turn: only the Director rerolls with Suspicion Points (rule F-16)</source>
            <translation>c’est à {name} de jouer : seul le Directeur relance avec des points de Soupçon (règle F-16)</translation>
        </message>
        <message>
            <source>the Director has no Suspicion Point left to reroll with (rule F-16)</source>
            <translation>il ne reste au Directeur aucun point de Soupçon pour relancer (règle F-16)</translation>
        </message>
        <message>
            <source>it is the Director's turn: only Founders spend adversity tokens</source>
            <translation>c’est au Directeur de jouer : seuls les Fondateurs dépensent des jetons d’Adversité</translation>
        </message>
        <message>
            <source>it is the Director's turn: only Founders take a risky reroll</source>
            <translation>c’est au Directeur de jouer : seuls les Fondateurs tentent une manœuvre risquée</translation>
        </message>
        <message>
            <source>{name} has no adversity token to spend (rule F-14)</source>
            <translation>{name} n’a aucun jeton d’Adversité à dépenser (règle F-14)</translation>
        </message>
        <message>
            <source>{name} has already taken the risky reroll in this contest (rule F-15)</source>
            <translation>{name} a déjà tenté la manœuvre risquée dans cette opposition (règle F-15)</translation>
        </message>
        <message>
            <source>{name} has spent adversity tokens: the risky reroll comes before them (rule F-15)</source>
            <translation>{name} a dépensé des jetons d’Adversité : la manœuvre risquée vient avant eux (règle F-15)</translation>
        </message>
        <message>
            <source>{name} is not losing: the risky reroll is only for a roll that would fail (rule F-15)</source>
            <translation>{name} ne perd pas : la manœuvre risquée ne sert qu’à un jet qui échouerait (règle F-15)</translation>
        </message>
        <message>
            <source>{owner}: {field} {problem}</source>
            <translation>{owner} : {field} {problem}</translation>
        </message>
        <message>
            <source>{owner}: {problem}</source>
            <translation>{owner} : {problem}</translation>
        </message>
        <message>
            <source>{owner} {problem}</source>
            <translation>{owner} {problem}</translation>
        </message>
        <message>
            <source>must be 'good' or 'bad', not {value}</source>
            <translation>doit être « good » ou « bad », pas {value}</translation>
        </message>
        <message>
            <source>{name} already has the consequence '{tag}'</source>
            <translation>{name} a déjà la conséquence « {tag} »</translation>
        </message>
        <message>
            <source>{name} has no consequence '{tag}' ({listing})</source>
            <translation>{name} n’a pas la conséquence « {tag} » ({listing})</translation>
        </message>
        <message numerus="yes">
            <source>{name} has %n adversity token(s): cannot spend {count}</source>
            <translation>
                <numerusform>{name} a %n jeton d’Adversité : impossible d’en dépenser {count}</numerusform>
                <numerusform>{name} a %n jetons d’Adversité : impossible d’en dépenser {count}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the Director has %n suspicion point(s): cannot spend {count}</source>
            <translation>
                <numerusform>le Directeur a %n point de Soupçon : impossible d’en dépenser {count}</numerusform>
                <numerusform>le Directeur a %n points de Soupçon : impossible d’en dépenser {count}</numerusform>
            </translation>
        </message>
        <message>
            <source>scene '{scene}' has no circumstance '{name}' ({listing})</source>
            <translation>la scène « {scene} » n’a pas de circonstance « {name} » ({listing})</translation>
        </message>
        <message>
            <source>scene '{scene}' already has the circumstance '{name}'</source>
            <translation>la scène « {scene} » a déjà la circonstance « {name} »</translation>
        </message>
        <message>
            <source>it has none</source>
            <translation>il n’en a aucun</translation>
        </message>
        <message>
            <source>it has: {names}</source>
            <translation>il a : {names}</translation>
        </message>
        <message>
            <source>the Director's side</source>
            <translation>le côté du Directeur</translation>
        </message>
        <message>
            <source>founder</source>
            <translation>fondateur</translation>
        </message>
        <message>
            <source>tag</source>
            <translation>étiquette</translation>
        </message>
        <message>
            <source>circumstance</source>
            <translation>circonstance</translation>
        </message>
        <message>
            <source>scene</source>
            <translation>scène</translation>
        </message>
        <message>
            <source>director</source>
            <translation>directeur</translation>
        </message>
        <message>
            <source>scenario</source>
            <translation>scénario</translation>
        </message>
        <message>
            <source>assist</source>
            <translation>aide</translation>
        </message>
        <message>
            <source>check</source>
            <translation>test</translation>
        </message>
        <message>
            <source>contest</source>
            <translation>opposition</translation>
        </message>
        <message>
            <source>party</source>
            <translation>camp</translation>
        </message>
        <message>
            <source>turn</source>
            <translation>tour</translation>
        </message>
        <message>
            <source>side</source>
            <translation>côté</translation>
        </message>
        <message>
            <source>modifiers</source>
            <translation>modificateurs</translation>
        </message>
        <message>
            <source>must be text, not {value}</source>
            <translation>doit être un texte, pas {value}</translation>
        </message>
        <message>
            <source>must not be empty</source>
            <translation>ne doit pas être vide</translation>
        </message>
        <message>
            <source>a number with more than 12 digits</source>
            <translation>un nombre de plus de 12 chiffres</translation>
        </message>
        <message>
            <source>must be a whole number from {minimum} to {maximum}, not {value}</source>
            <translation>doit être un nombre entier de {minimum} à {maximum}, pas {value}</translation>
        </message>
        <message>
            <source>must be a list, not {value}</source>
            <translation>doit être une liste, pas {value}</translation>
        </message>
        <message>
            <source>must be {what}, not {value}</source>
            <translation>doit être {what}, pas {value}</translation>
        </message>
        <message>
            <source>repeats the name '{name}'</source>
            <translation>répète le nom « {name} »</translation>
        </message>
    </context>
    <context>
        <name>FoundersScreen</name>
        <message>
            <source>Chec&amp;k</source>
            <translation>&amp;Test</translation>
        </message>
        <message>
            <source>Con&amp;test</source>
            <translation>&amp;Opposition</translation>
        </message>
        <message>
            <source>End scene…</source>
            <translation>Finir la scène…</translation>
        </message>
        <message>
            <source>The scene's circumstances end with it (F-32); Founders keep their tokens</source>
            <translation>Les circonstances de la scène finissent avec elle (F-32) ; les Fondateurs gardent leurs jetons</translation>
        </message>
        <message>
            <source>+ Circumstance…</source>
            <translation>+ Circonstance…</translation>
        </message>
        <message>
            <source>A new index card on the scene (F-02)</source>
            <translation>Une nouvelle fiche sur la scène (F-02)</translation>
        </message>
        <message>
            <source>New scenario…</source>
            <translation>Nouveau scénario…</translation>
        </message>
        <message>
            <source>The Director starts again with one Suspicion Point per two Founders (F-17)</source>
            <translation>Le Directeur recommence avec un point de Soupçon pour deux Fondateurs (F-17)</translation>
        </message>
        <message>
            <source>Director</source>
            <translation>Directeur</translation>
        </message>
        <message numerus="yes">
            <source>%n suspicion</source>
            <translation>
                <numerusform>Soupçon : %n</numerusform>
                <numerusform>Soupçon : %n</numerusform>
            </translation>
        </message>
        <message>
            <source>One Suspicion Point fewer</source>
            <translation>Un point de Soupçon de moins</translation>
        </message>
        <message>
            <source>One Suspicion Point more</source>
            <translation>Un point de Soupçon de plus</translation>
        </message>
        <message>
            <source>Complication…</source>
            <translation>Complication…</translation>
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point on a new bad circumstance (F-16)</source>
            <translation>Le Directeur dépense 1 point de Soupçon pour une nouvelle circonstance défavorable (F-16)</translation>
        </message>
        <message>
            <source>No circumstances on this scene yet.</source>
            <translation>Aucune circonstance sur cette scène pour l’instant.</translation>
        </message>
        <message>
            <source>Scene: {name}</source>
            <translation>Scène : {name}</translation>
        </message>
        <message>
            <source>New Circumstance</source>
            <translation>Nouvelle circonstance</translation>
        </message>
        <message>
            <source>An index card on the scene, for everyone to see (F-02).</source>
            <translation>Une fiche sur la scène, visible de tous (F-02).</translation>
        </message>
        <message>
            <source>&amp;Value</source>
            <translation>&amp;Valeur</translation>
        </message>
        <message>
            <source>The Director spends one Suspicion Point per point of its value on a new bad circumstance (F-16).</source>
            <translation>Le Directeur dépense un point de Soupçon par point de valeur pour une nouvelle circonstance défavorable (F-16).</translation>
        </message>
        <message>
            <source>Complication</source>
            <translation>Complication</translation>
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point on a new bad circumstance (F-16).</source>
            <translation>Le Directeur dépense 1 point de Soupçon pour une nouvelle circonstance défavorable (F-16).</translation>
        </message>
        <message>
            <source>type the real dice, then Enter (Space goes to the field) · Space take</source>
            <translation>tapez les vrais dés, puis Entrée (Espace va au champ) · Espace accepter</translation>
        </message>
        <message>
            <source>Space roll, take</source>
            <translation>Espace lancer, accepter</translation>
        </message>
        <message>
            <source>Keys: {first} (or press the button reached with Tab) · {risky} risky reroll · +/− adversity to spend · 1–9 leader · {easy} {normal} {hard} {very_hard} difficulty · Backspace clear the check · contest: {adversity} adversity, {suspicion} suspicion, {pass} pass · Alt+K check, Alt+T contest · Ctrl+Z undo, Ctrl+Shift+Z redo</source>
            <translation>Touches : {first} (ou presser le bouton atteint avec Tab) · {risky} manœuvre risquée · +/− adversité à dépenser · 1–9 qui lance · {easy} {normal} {hard} {very_hard} difficulté · Retour arrière effacer le test · opposition : {adversity} adversité, {suspicion} soupçon, {pass} passer · Alt+T test, Alt+O opposition · Ctrl+Z annuler, Ctrl+Maj+Z rétablir</translation>
        </message>
        <message>
            <source>Rename Circumstance</source>
            <translation>Renommer la circonstance</translation>
        </message>
        <message>
            <source>End the Scene</source>
            <translation>Finir la scène</translation>
        </message>
        <message numerus="yes">
            <source>“{scene}” ends, and its %n circumstance(s) with it (F-32). Founders keep their traits, consequences and Adversity Tokens; the Director keeps his Suspicion Points. The next scene:</source>
            <translation>
                <numerusform>« {scene} » prend fin, avec %n circonstance (F-32). Les Fondateurs gardent leurs traits, leurs conséquences et leurs jetons d’Adversité ; le Directeur garde ses points de Soupçon. La scène suivante :</numerusform>
                <numerusform>« {scene} » prend fin, avec ses %n circonstances (F-32). Les Fondateurs gardent leurs traits, leurs conséquences et leurs jetons d’Adversité ; le Directeur garde ses points de Soupçon. La scène suivante :</numerusform>
            </translation>
        </message>
        <message>
            <source>New Scenario</source>
            <translation>Nouveau scénario</translation>
        </message>
        <message>
            <source>A new scenario begins: the Director's Suspicion Points start again at {points} (one per two Founders, rounded up), and the scene's circumstances end. Founders keep their traits, consequences and Adversity Tokens. Its first scene:</source>
            <translation>Un nouveau scénario commence : les points de Soupçon du Directeur repartent à {points} (un pour deux Fondateurs, arrondi au supérieur) et les circonstances de la scène prennent fin. Les Fondateurs gardent leurs traits, leurs conséquences et leurs jetons d’Adversité. Sa première scène :</translation>
        </message>
        <message>
            <source>Scene 1</source>
            <translation>Scène 1</translation>
        </message>
        <message>
            <source>New Consequence for {name}</source>
            <translation>Nouvelle conséquence pour {name}</translation>
        </message>
        <message>
            <source>A tag that results from the Founder's actions and stays with them (F-01).</source>
            <translation>Une étiquette qui découle des actes du Fondateur et lui reste (F-01).</translation>
        </message>
        <message>
            <source>&amp;Score</source>
            <translation>&amp;Valeur</translation>
        </message>
    </context>
    <context>
        <name>FoundersView</name>
        <message>
            <source>Scene {number}</source>
            <translation>Scène {number}</translation>
        </message>
        <message>
            <source>the Director's snake eyes</source>
            <translation>Double un du Directeur</translation>
        </message>
        <message>
            <source>the Director's boxcars</source>
            <translation>Double six du Directeur</translation>
        </message>
        <message>
            <source>{name}'s snake eyes</source>
            <translation>Double un ({name})</translation>
        </message>
        <message>
            <source>{name}'s boxcars</source>
            <translation>Double six ({name})</translation>
        </message>
    </context>
    <context>
        <name>HandPanel</name>
        <message>
            <source>Deal the &amp;new hand</source>
            <translation>Distribuer la &amp;nouvelle main</translation>
        </message>
        <message>
            <source>spell, e.g. Ward</source>
            <translation>sort, p. ex. Protection</translation>
        </message>
        <message>
            <source>level </source>
            <translation>niveau </translation>
        </message>
        <message>
            <source>cards drawn or lost</source>
            <translation>cartes piochées ou perdues</translation>
        </message>
        <message>
            <source>&amp;Bless</source>
            <translation>&amp;Bénir</translation>
        </message>
        <message>
            <source>Cu&amp;rse</source>
            <translation>&amp;Maudire</translation>
        </message>
        <message>
            <source>Spell:</source>
            <translation>Sort :</translation>
        </message>
        <message>
            <source>{name} holds no hand at this table: every test draws from the deck.</source>
            <translation>{name} n’a pas de main à cette table : chaque test pioche dans le paquet.</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand: %n card(s) · size {size} ({start}, luck {luck}){spells}</source>
            <translation>
                <numerusform>{name} a en main : %n carte · taille {size} ({start}, chance {luck}){spells}</numerusform>
                <numerusform>{name} a en main : %n cartes · taille {size} ({start}, chance {luck}){spells}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the %n card(s) dealt, e.g. {cards} or {typed} …</source>
            <translation>
                <numerusform>la %n carte distribuée, p. ex. {cards} ou {typed} …</numerusform>
                <numerusform>les %n cartes distribuées, p. ex. {cards} ou {typed} …</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A hand is refilled to %n card(s) once it is empty (rule U-21)</source>
            <translation>
                <numerusform>Une main est complétée à %n carte une fois vide (règle U-21)</numerusform>
                <numerusform>Une main est complétée à %n cartes une fois vide (règle U-21)</numerusform>
            </translation>
        </message>
        <message>
            <source>On {name}'s sheet: {spells}. Apply them here once the hand is dealt.</source>
            <translation>{name} a sur sa fiche : {spells}. Appliquez-les ici une fois la main distribuée.</translation>
        </message>
    </context>
    <context>
        <name>HistoryBox</name>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>Which actions the history shows</source>
            <translation>Les actions que l’historique affiche</translation>
        </message>
        <message>
            <source>All actions</source>
            <translation>Toutes les actions</translation>
        </message>
        <message>
            <source>This scene</source>
            <translation>Cette scène</translation>
        </message>
    </context>
    <context>
        <name>HistoryPanel</name>
        <message>
            <source>Click to show earlier actions</source>
            <translation>Cliquez pour afficher les actions précédentes</translation>
        </message>
        <message numerus="yes">
            <source>⋯ %n earlier action(s): click to show them</source>
            <translation>
                <numerusform>⋯ %n action précédente : cliquez pour l’afficher</numerusform>
                <numerusform>⋯ %n actions précédentes : cliquez pour les afficher</numerusform>
            </translation>
        </message>
        <message>
            <source>Undone: Ctrl+Shift+Z does it again</source>
            <translation>Annulé : Ctrl+Maj+Z le rétablit</translation>
        </message>
    </context>
    <context>
        <name>HistoryWriter</name>
        <message>
            <source>{name} rolls {dice} with {modifiers} for a check to create a circumstance: {standing}</source>
            <translation>{name} lance {dice} avec {modifiers} pour un test qui crée une circonstance : {standing}</translation>
        </message>
        <message>
            <source>{name} rolls {dice} with {modifiers} for a check: {standing}</source>
            <translation>{name} lance {dice} avec {modifiers} pour un test : {standing}</translation>
        </message>
        <message>
            <source>{name} takes the risky reroll: {dice}, {standing}; the Director will gain 1 Suspicion Point (rule F-15)</source>
            <translation>{name} tente la manœuvre risquée : {dice}, {standing} ; le Directeur gagnera 1 point de Soupçon (règle F-15)</translation>
        </message>
        <message>
            <source>snake eyes, an automatic failure</source>
            <translation>double un, un échec automatique</translation>
        </message>
        <message>
            <source>boxcars, an automatic success</source>
            <translation>double six, une réussite automatique</translation>
        </message>
        <message>
            <source>succeeds so far</source>
            <translation>réussit pour l’instant</translation>
        </message>
        <message>
            <source>fails so far</source>
            <translation>échoue pour l’instant</translation>
        </message>
        <message>
            <source>{total} against {difficulty}: {verdict}</source>
            <translation>{total} contre {difficulty} : {verdict}</translation>
        </message>
        <message>
            <source>dice {dice}</source>
            <translation>dés {dice}</translation>
        </message>
        <message>
            <source>risky reroll {dice}</source>
            <translation>manœuvre risquée {dice}</translation>
        </message>
        <message>
            <source>tags {n}</source>
            <translation>étiquettes {n}</translation>
        </message>
        <message>
            <source>assists {n}</source>
            <translation>aides {n}</translation>
        </message>
        <message>
            <source>adversity {n}</source>
            <translation>adversité {n}</translation>
        </message>
        <message>
            <source>{parts} = {total} against {difficulty}: {outcome}</source>
            <translation>{parts} = {total} contre {difficulty} : {outcome}</translation>
        </message>
        <message>
            <source>success</source>
            <translation>réussite</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>échec</translation>
        </message>
        <message>
            <source> (snake eyes: automatic failure, and a bad circumstance on the scene)</source>
            <translation> (double un : échec automatique, et une circonstance défavorable sur la scène)</translation>
        </message>
        <message>
            <source> (boxcars: automatic success, and a good circumstance on the scene)</source>
            <translation> (double six : réussite automatique, et une circonstance favorable sur la scène)</translation>
        </message>
        <message>
            <source>the new circumstance has value {value}</source>
            <translation>la nouvelle circonstance vaut {value}</translation>
        </message>
        <message>
            <source>the Founder receives 1 Adversity Token</source>
            <translation>le Fondateur reçoit 1 jeton d’Adversité</translation>
        </message>
        <message>
            <source>the Director receives 1 Suspicion Point</source>
            <translation>le Directeur reçoit 1 point de Soupçon</translation>
        </message>
        <message>
            <source>'{name}' is now +{value}</source>
            <translation>« {name} » vaut maintenant +{value}</translation>
        </message>
        <message>
            <source>{name}'s check: {line}</source>
            <translation>Test de {name} : {line}</translation>
        </message>
        <message>
            <source>; </source>
            <translation> ; </translation>
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point on a complication: {card} (rule F-16)</source>
            <translation>Le Directeur dépense 1 point de Soupçon pour une complication : {card} (règle F-16)</translation>
        </message>
        <message>
            <source>New circumstance on the scene: {card}</source>
            <translation>Nouvelle circonstance sur la scène : {card}</translation>
        </message>
        <message>
            <source>Circumstance {old} is now {new}</source>
            <translation>La circonstance {old} devient {new}</translation>
        </message>
        <message>
            <source>Circumstance {card} leaves the scene</source>
            <translation>La circonstance {card} quitte la scène</translation>
        </message>
        <message>
            <source>A new scenario begins with scene '{scene}': the Director's Suspicion Points go from {before} to {after}, one per two Founders (rule F-17)</source>
            <translation>Un nouveau scénario commence par la scène « {scene} » : les points de Soupçon du Directeur passent de {before} à {after}, un pour deux Fondateurs (règle F-17)</translation>
        </message>
        <message>
            <source>The Director's Suspicion Points set to {value}</source>
            <translation>Points de Soupçon du Directeur mis à {value}</translation>
        </message>
        <message>
            <source>{name}'s Adversity Tokens set to {value}</source>
            <translation>Jetons d’Adversité de {name} mis à {value}</translation>
        </message>
        <message>
            <source>{name} gains the consequence {tag} {score}</source>
            <translation>{name} reçoit la conséquence {tag} {score}</translation>
        </message>
        <message>
            <source>{name} is rid of the consequence {tag} {score}</source>
            <translation>{name} se défait de la conséquence {tag} {score}</translation>
        </message>
        <message>
            <source>{name} rolls {dice}{twist}</source>
            <translation>{name} lance {dice}{twist}</translation>
        </message>
        <message>
            <source>Contest (rule F-21): {first} vs {second} — {contest}</source>
            <translation>Opposition (règle F-21) : {first} contre {second} — {contest}</translation>
        </message>
        <message numerus="yes">
            <source>Scene '{old}' ends with its %n circumstance(s) (rule F-32); next scene: '{new}'</source>
            <translation>
                <numerusform>La scène « {old} » prend fin avec %n circonstance (règle F-32) ; scène suivante : « {new} »</numerusform>
                <numerusform>La scène « {old} » prend fin avec ses %n circonstances (règle F-32) ; scène suivante : « {new} »</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Director spends %n Suspicion Point(s) on a complication: {card} (rule F-16)</source>
            <translation>
                <numerusform>Le Directeur dépense %n point de Soupçon pour une complication : {card} (règle F-16)</numerusform>
                <numerusform>Le Directeur dépense %n points de Soupçon pour une complication : {card} (règle F-16)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} spends %n Adversity Token(s) (+{count}) — {contest}</source>
            <translation>
                <numerusform>{name} dépense %n jeton d’Adversité (+{count}) — {contest}</numerusform>
                <numerusform>{name} dépense %n jetons d’Adversité (+{count}) — {contest}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} takes the risky reroll: {dice}{twist}; the Director gains 1 Suspicion Point (rule F-15) — {contest}</source>
            <translation>{name} tente la manœuvre risquée : {dice}{twist} ; le Directeur gagne 1 point de Soupçon (règle F-15) — {contest}</translation>
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point to reroll: {dice}{twist} (rule F-16) — {contest}</source>
            <translation>Le Directeur dépense 1 point de Soupçon pour relancer : {dice}{twist} (règle F-16) — {contest}</translation>
        </message>
        <message>
            <source>the Director passes — {contest}</source>
            <translation>Le Directeur passe — {contest}</translation>
        </message>
        <message>
            <source>{name} passes — {contest}</source>
            <translation>{name} passe — {contest}</translation>
        </message>
        <message>
            <source>The contest is cleared away</source>
            <translation>L’opposition est rangée</translation>
        </message>
        <message>
            <source>The contest is abandoned</source>
            <translation>L’opposition est abandonnée</translation>
        </message>
        <message>
            <source>the Director</source>
            <translation>le Directeur</translation>
        </message>
        <message>
            <source> (snake eyes)</source>
            <translation> (double un)</translation>
        </message>
        <message>
            <source> (boxcars)</source>
            <translation> (double six)</translation>
        </message>
        <message>
            <source>'{name}' {value}</source>
            <translation>« {name} » {value}</translation>
        </message>
        <message>
            <source>{name}'s roll</source>
            <translation>Jet de {name}</translation>
        </message>
        <message>
            <source>the risky reroll</source>
            <translation>la manœuvre risquée</translation>
        </message>
        <message>
            <source>the check taken</source>
            <translation>le test accepté</translation>
        </message>
        <message>
            <source>complication '{name}'</source>
            <translation>complication « {name} »</translation>
        </message>
        <message>
            <source>new circumstance '{name}'</source>
            <translation>nouvelle circonstance « {name} »</translation>
        </message>
        <message>
            <source>change to '{name}'</source>
            <translation>modification de « {name} »</translation>
        </message>
        <message>
            <source>removal of '{name}'</source>
            <translation>retrait de « {name} »</translation>
        </message>
        <message>
            <source>the scene's end; next scene: '{name}'</source>
            <translation>fin de la scène ; scène suivante : « {name} »</translation>
        </message>
        <message>
            <source>the new scenario</source>
            <translation>le nouveau scénario</translation>
        </message>
        <message>
            <source>Director's suspicion</source>
            <translation>soupçon du Directeur</translation>
        </message>
        <message>
            <source>{founder}'s adversity</source>
            <translation>adversité de {founder}</translation>
        </message>
        <message>
            <source>{founder}'s consequence '{name}'</source>
            <translation>conséquence « {name} » de {founder}</translation>
        </message>
        <message>
            <source>{founder}'s lost consequence '{name}'</source>
            <translation>conséquence « {name} » perdue par {founder}</translation>
        </message>
        <message>
            <source>contest</source>
            <translation>opposition</translation>
        </message>
        <message>
            <source>adversity spent in the contest</source>
            <translation>adversité dépensée dans l’opposition</translation>
        </message>
        <message>
            <source>risky reroll in the contest</source>
            <translation>manœuvre risquée dans l’opposition</translation>
        </message>
        <message>
            <source>the Director's reroll</source>
            <translation>la relance du Directeur</translation>
        </message>
        <message>
            <source>a pass in the contest</source>
            <translation>un passe dans l’opposition</translation>
        </message>
        <message>
            <source>end of the contest</source>
            <translation>fin de l’opposition</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>Backspace</source>
            <translation>Retour arrière</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Entrée</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>There is no language “{code}”: choose {known}.</source>
            <translation>La langue « {code} » n’existe pas : choisissez {known}.</translation>
        </message>
    </context>
    <context>
        <name>ListColumns</name>
        <message>
            <source>A whole number from {minimum} to {maximum}.</source>
            <translation>Un nombre entier de {minimum} à {maximum}.</translation>
        </message>
    </context>
    <context>
        <name>ListPanel</name>
        <message>
            <source>; rows can also be dragged</source>
            <translation> ; les lignes se déplacent aussi par glisser</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Monter</translation>
        </message>
        <message>
            <source>Move Up</source>
            <translation>Monter</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Descendre</translation>
        </message>
        <message>
            <source>Move Down</source>
            <translation>Descendre</translation>
        </message>
        <message>
            <source>Remove the chosen {what} ({delete})</source>
            <translation>Retirer l’élément choisi – {what} ({delete})</translation>
        </message>
        <message>
            <source>Add one more {what}, at the end ({insert})</source>
            <translation>Ajouter un élément de plus – {what} – à la fin ({insert})</translation>
        </message>
        <message>
            <source>Add the {what} typed in the entry row ({enter}, or {insert} to type one)</source>
            <translation>Ajouter l’élément ({what}) saisi dans la ligne de saisie ({enter}, ou {insert} pour en saisir un)</translation>
        </message>
        <message>
            <source>Move the chosen {what} up (Alt+Up)</source>
            <translation>Monter l’élément choisi – {what} (Alt+↑)</translation>
        </message>
        <message>
            <source>Move the chosen {what} down (Alt+Down)</source>
            <translation>Descendre l’élément choisi – {what} (Alt+↓)</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
    </context>
    <context>
        <name>ListView</name>
        <message>
            <source>Double-click or press F2 to change a cell. {insert} adds, {delete} removes, Alt+↑/↓ or dragging reorders.</source>
            <translation>Double-cliquez ou appuyez sur F2 pour modifier une cellule. {insert} ajoute, {delete} retire, Alt+↑/↓ ou le glisser change l’ordre.</translation>
        </message>
        <message>
            <source>Double-click or press F2 to change a cell. {insert} adds, {delete} removes.</source>
            <translation>Double-cliquez ou appuyez sur F2 pour modifier une cellule. {insert} ajoute, {delete} retire.</translation>
        </message>
    </context>
    <context>
        <name>ListWording</name>
        <message>
            <source>Add {what} '{name}'</source>
            <translation>Ajouter « {name} » ({what})</translation>
        </message>
        <message>
            <source>Remove {what} '{name}'</source>
            <translation>Retirer « {name} » ({what})</translation>
        </message>
        <message>
            <source>Rename {what} '{old}' to '{new}'</source>
            <translation>Renommer « {old} » en « {new} » ({what})</translation>
        </message>
        <message>
            <source>Move {what} '{name}' up</source>
            <translation>Monter « {name} » ({what})</translation>
        </message>
        <message>
            <source>Move {what} '{name}' down</source>
            <translation>Descendre « {name} » ({what})</translation>
        </message>
        <message>
            <source>Another {what} is already named '{name}'.</source>
            <translation>Un autre élément ({what}) s’appelle déjà « {name} ».</translation>
        </message>
        <message>
            <source>Every {what} needs a name.</source>
            <translation>Chaque élément ({what}) doit avoir un nom.</translation>
        </message>
        <message>
            <source>Set {field} of {what} '{name}' to {value}</source>
            <translation>« {name} » ({what}) : {field} à {value}</translation>
        </message>
        <message>
            <source>Raise {field} of {what} '{name}' to {value}</source>
            <translation>« {name} » ({what}) : {field} monte à {value}</translation>
        </message>
        <message>
            <source>Lower {field} of {what} '{name}' to {value}</source>
            <translation>« {name} » ({what}) : {field} descend à {value}</translation>
        </message>
        <message>
            <source>The {field} of {what} '{name}' cannot be empty.</source>
            <translation>« {name} » ({what}) : {field} ne peut pas être vide.</translation>
        </message>
    </context>
    <context>
        <name>LongActionDialog</name>
        <message>
            <source>Start a Long Action</source>
            <translation>Commencer une action longue</translation>
        </message>
        <message>
            <source>Has a target number (rule B-70)</source>
            <translation>A un objectif (B-70)</translation>
        </message>
        <message>
            <source>Every roll after the first has a cumulative −1 (rule B-72)</source>
            <translation>Chaque jet après le premier a un malus cumulatif de −1 (B-72)</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Qui</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Quoi</translation>
        </message>
        <message>
            <source>Bank</source>
            <translation>Banque</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Objectif</translation>
        </message>
        <message>
            <source>Long action</source>
            <translation>Action longue</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Ready</source>
            <translation>Prêt</translation>
        </message>
        <message>
            <source>&amp;New Campaign…</source>
            <translation>&amp;Nouvelle campagne…</translation>
        </message>
        <message>
            <source>Create a new campaign file</source>
            <translation>Créer un nouveau fichier de campagne</translation>
        </message>
        <message>
            <source>&amp;Open Campaign…</source>
            <translation>&amp;Ouvrir une campagne…</translation>
        </message>
        <message>
            <source>Open a campaign file</source>
            <translation>Ouvrir un fichier de campagne</translation>
        </message>
        <message>
            <source>Open the &amp;Demo Campaign</source>
            <translation>Ouvrir la campagne de &amp;démonstration</translation>
        </message>
        <message>
            <source>A copy of the demo campaign, to try every rule system on its characters</source>
            <translation>Une copie de la campagne de démonstration, pour essayer chaque système de règles sur ses personnages</translation>
        </message>
        <message>
            <source>&amp;Export Campaign…</source>
            <translation>&amp;Exporter la campagne…</translation>
        </message>
        <message>
            <source>Write the whole campaign to a JSON file</source>
            <translation>Enregistrer toute la campagne dans un fichier JSON</translation>
        </message>
        <message>
            <source>&amp;Import Characters…</source>
            <translation>&amp;Importer des personnages…</translation>
        </message>
        <message>
            <source>Add the characters of a JSON export</source>
            <translation>Ajouter les personnages d’un export JSON</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>Close Card Desk</source>
            <translation>Fermer Card Desk</translation>
        </message>
        <message>
            <source>New {system} Character</source>
            <translation>Nouveau personnage – {system}</translation>
        </message>
        <message>
            <source>Add a character to the campaign</source>
            <translation>Ajouter un personnage à la campagne</translation>
        </message>
        <message>
            <source>&amp;Delete Character</source>
            <translation>&amp;Supprimer le personnage</translation>
        </message>
        <message>
            <source>Remove the selected character (undoable)</source>
            <translation>Supprimer le personnage choisi (annulable)</translation>
        </message>
        <message>
            <source>Export &amp;Character…</source>
            <translation>E&amp;xporter le personnage…</translation>
        </message>
        <message>
            <source>Write the selected character to a JSON file</source>
            <translation>Enregistrer le personnage choisi dans un fichier JSON</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>Take back the last edit, or the last table action</source>
            <translation>Annuler la dernière modification ou la dernière action à la table</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <source>Do again what was undone</source>
            <translation>Refaire ce qui a été annulé</translation>
        </message>
        <message>
            <source>&amp;Hide Private Cards</source>
            <translation>&amp;Masquer les cartes privées</translation>
        </message>
        <message>
            <source>Turn every private card face down</source>
            <translation>Retourner face cachée toutes les cartes privées</translation>
        </message>
        <message>
            <source>&amp;Characters</source>
            <translation>&amp;Personnages</translation>
        </message>
        <message>
            <source>Characters and their cards, between sessions</source>
            <translation>Les personnages et leurs cartes, entre les séances</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>&amp;Impression</translation>
        </message>
        <message>
            <source>Card sheets to print before a session</source>
            <translation>Les planches de cartes à imprimer avant une séance</translation>
        </message>
        <message>
            <source>&amp;Table</source>
            <translation>&amp;Table</translation>
        </message>
        <message>
            <source>The deck, dice and score at the table</source>
            <translation>Le paquet, les dés et le score à la table</translation>
        </message>
        <message>
            <source>&amp;Table View</source>
            <translation>&amp;Vue de la table</translation>
        </message>
        <message>
            <source>The table's public side, full screen and in large type, to read across the table or on a projector (never a private card)</source>
            <translation>La partie publique de la table, en plein écran et en grands caractères, à lire de l’autre côté de la table ou au projecteur (jamais une carte privée)</translation>
        </message>
        <message>
            <source>&amp;Full Screen</source>
            <translation>Plein é&amp;cran</translation>
        </message>
        <message>
            <source>Fill the screen with this window</source>
            <translation>Afficher cette fenêtre en plein écran</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Raccourcis clavier</translation>
        </message>
        <message>
            <source>List every keyboard shortcut</source>
            <translation>Lister tous les raccourcis clavier</translation>
        </message>
        <message>
            <source>&amp;Rules Reference</source>
            <translation>Aide-&amp;mémoire des règles</translation>
        </message>
        <message>
            <source>How Card Desk reads the rules of the system in front of you</source>
            <translation>Comment Card Desk lit les règles du système affiché</translation>
        </message>
        <message>
            <source>&amp;About Card Desk</source>
            <translation>À &amp;propos de Card Desk</translation>
        </message>
        <message>
            <source>Version and purpose of Card Desk</source>
            <translation>Version et objet de Card Desk</translation>
        </message>
        <message>
            <source>Campaign</source>
            <translation>Campagne</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Campagnes &amp;récentes</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <source>&amp;Character</source>
            <translation>&amp;Personnage</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Aid&amp;e</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Mode</translation>
        </message>
        <message>
            <source>New Campaign</source>
            <translation>Nouvelle campagne</translation>
        </message>
        <message>
            <source>{path} already exists: open it, or choose another name.</source>
            <translation>{path} existe déjà : ouvrez-le ou choisissez un autre nom.</translation>
        </message>
        <message>
            <source>Open Campaign</source>
            <translation>Ouvrir une campagne</translation>
        </message>
        <message>
            <source>The demo campaign cannot be written to {folder}: {problem}</source>
            <translation>La campagne de démonstration ne peut pas être écrite dans {folder} : {problem}</translation>
        </message>
        <message>
            <source>No other recent campaigns</source>
            <translation>Aucune autre campagne récente</translation>
        </message>
        <message>
            <source>Card Desk campaigns (*{extension})</source>
            <translation>Campagnes Card Desk (*{extension})</translation>
        </message>
        <message>
            <source>Opened {path}</source>
            <translation>Ouvert : {path}</translation>
        </message>
        <message>
            <source>Undone: {what}</source>
            <translation>Annulé : {what}</translation>
        </message>
        <message>
            <source>Redone: {what}</source>
            <translation>Rétabli : {what}</translation>
        </message>
        <message>
            <source>{undo} {what}</source>
            <translation>{undo} : {what}</translation>
        </message>
        <message>
            <source>New {system} character</source>
            <translation>Nouveau personnage – {system}</translation>
        </message>
        <message>
            <source>Deleted {name} — Ctrl+Z brings it back</source>
            <translation>Supprimé : {name} — Ctrl+Z le fait revenir</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exporter</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>Fichiers JSON (*.json)</translation>
        </message>
        <message>
            <source>Cannot write {path}: {problem}</source>
            <translation>Impossible d’écrire {path} : {problem}</translation>
        </message>
        <message>
            <source>Exported to {path}</source>
            <translation>Exporté dans {path}</translation>
        </message>
        <message>
            <source>Import Characters</source>
            <translation>Importer des personnages</translation>
        </message>
        <message>
            <source>Imported {what}</source>
            <translation>Importé : {what}</translation>
        </message>
        <message>
            <source>The last play session could not be reopened and was set aside: {problem}</source>
            <translation>La dernière séance de jeu n’a pas pu être rouverte et a été mise de côté : {problem}</translation>
        </message>
        <message>
            <source>The mode Card Desk was left in could not be restored ({problem}): here are the characters</source>
            <translation>Le mode dans lequel Card Desk a été quitté n’a pas pu être rétabli ({problem}) : voici les personnages</translation>
        </message>
        <message>
            <source>{campaign} — Card Desk</source>
            <translation>{campaign} — Card Desk</translation>
        </message>
        <message>
            <source>Card Desk</source>
            <translation>Card Desk</translation>
        </message>
        <message>
            <source>Open a session in Table mode first: the table view shows its table.</source>
            <translation>Ouvrez d’abord une séance en mode Table : la vue de la table montre sa table.</translation>
        </message>
        <message>
            <source>About Card Desk</source>
            <translation>À propos de Card Desk</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Card Desk {version}&lt;/h3&gt;&lt;p&gt;A desktop companion for role-playing groups who play around a real table with real cards and dice.&lt;/p&gt;&lt;p&gt;Free software under the {licence} licence: use, copy, change and share it.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Card Desk {version}&lt;/h3&gt;&lt;p&gt;Un compagnon pour les groupes de jeu de rôle qui jouent autour d’une vraie table, avec de vraies cartes et de vrais dés.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence {licence} : utilisez-le, copiez-le, modifiez-le et partagez-le.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MessageBar</name>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Undone: {what}</source>
            <translation>Annulé : {what}</translation>
        </message>
        <message>
            <source>Redone: {what}</source>
            <translation>Rétabli : {what}</translation>
        </message>
    </context>
    <context>
        <name>NewSessionDialog</name>
        <message>
            <source>New session — {system}</source>
            <translation>Nouvelle séance – {system}</translation>
        </message>
        <message>
            <source>Mirror the real cards and dice (type what was drawn or rolled)</source>
            <translation>Mode miroir des vraies cartes et des vrais dés (saisir ce qui a été pioché ou lancé)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Who plays</source>
            <translation>Qui joue</translation>
        </message>
    </context>
    <context>
        <name>Odds</name>
        <message>
            <source>the draw pile and the discard pile run out of cards</source>
            <translation>la pioche et la défausse n’ont plus de cartes</translation>
        </message>
        <message>
            <source>--odds gives the chances before the draw or roll: leave out {flag}</source>
            <translation>--odds donne les chances avant la pioche ou le lancer : omettez {flag}</translation>
        </message>
        <message>
            <source>{flag} tells the odds where the cards are: give it with --odds</source>
            <translation>{flag} indique aux chances où sont les cartes : donnez-le avec --odds</translation>
        </message>
        <message>
            <source>{card} is in --remaining and in --discard: a card lies in one pile only</source>
            <translation>{card} est dans --remaining et dans --discard : une carte n’est que dans une pile</translation>
        </message>
        <message>
            <source>{flag}: {error}</source>
            <translation>{flag} : {error}</translation>
        </message>
        <message>
            <source>{flag}: {card} is given twice: a deck holds each card once</source>
            <translation>{flag} : {card} est donnée deux fois : un paquet contient chaque carte une fois</translation>
        </message>
        <message>
            <source>{flag}: {card} is not a card of this deck</source>
            <translation>{flag} : {card} n’est pas une carte de ce paquet</translation>
        </message>
        <message>
            <source>{outcome}: {percent} ({exact})</source>
            <translation>{outcome} : {percent} ({exact})</translation>
        </message>
        <message>
            <source>{event} (alongside the above): {chance}</source>
            <translation>{event} (en plus de ce qui précède) : {chance}</translation>
        </message>
        <message>
            <source>left out: ways too unlikely to matter, {chance} in all</source>
            <translation>omis : des issues trop improbables pour compter, {chance} en tout</translation>
        </message>
    </context>
    <context>
        <name>OddsPanel</name>
        <message>
            <source>Odds</source>
            <translation>Chances</translation>
        </message>
        <message>
            <source>Hide</source>
            <translation>Masquer</translation>
        </message>
        <message>
            <source>Hide or show the odds; this campaign remembers the choice</source>
            <translation>Masquer ou afficher les chances ; la campagne retient ce choix</translation>
        </message>
        <message>
            <source>Show odds</source>
            <translation>Afficher les chances</translation>
        </message>
        <message>
            <source>{label}: &lt;b&gt;{chance}&lt;/b&gt;</source>
            <translation>{label} : &lt;b&gt;{chance}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Success</source>
            <translation>Réussite</translation>
        </message>
        <message>
            <source>Failure</source>
            <translation>Échec</translation>
        </message>
        <message>
            <source>Critical success</source>
            <translation>Réussite critique</translation>
        </message>
        <message>
            <source>Critical failure</source>
            <translation>Échec critique</translation>
        </message>
        <message>
            <source>Clean success</source>
            <translation>Réussite nette</translation>
        </message>
        <message>
            <source>Mix</source>
            <translation>Mélange</translation>
        </message>
        <message>
            <source>Clean complication</source>
            <translation>Complication nette</translation>
        </message>
        <message>
            <source>Exactly {value}</source>
            <translation>Exactement {value}</translation>
        </message>
        <message>
            <source>
Ways too unlikely to matter (each below 1 in 10¹⁷) are left out: {value} in all</source>
            <translation>
Les cas trop improbables pour compter (chacun sous 1 sur 10¹⁷) sont omis : {value} en tout</translation>
        </message>
    </context>
    <context>
        <name>OpponentDialog</name>
        <message>
            <source>Add an Opponent</source>
            <translation>Ajouter un adversaire</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Body</source>
            <translation>Corps</translation>
        </message>
        <message>
            <source>The Scar allows burning</source>
            <translation>La Cicatrice permet de brûler</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Proficiency (banks of Proficiency + 2)</source>
            <translation>Maîtrise (banques de Maîtrise + 2)</translation>
        </message>
        <message>
            <source>Scar</source>
            <translation>Cicatrice</translation>
        </message>
        <message>
            <source>Scar boxes</source>
            <translation>Cases de la Cicatrice</translation>
        </message>
        <message>
            <source>Extra actions per round</source>
            <translation>Actions supplémentaires par tour</translation>
        </message>
    </context>
    <context>
        <name>OptionTexts</name>
        <message>
            <source>Cards per level</source>
            <translation>Cartes par niveau</translation>
        </message>
        <message>
            <source>How many complications raise the Threat one level, and how many successes make a milestone. Default: the number of agents, at least 3 for the Threat; for the milestones as the next option says.</source>
            <translation>Combien de complications font monter la Menace d’un niveau, et combien de réussites font un jalon. Par défaut : le nombre d’agents, au moins 3 pour la Menace ; pour les jalons, ce que dit l’option suivante.</translation>
        </message>
        <message>
            <source>Number of agents</source>
            <translation>Nombre d’agents</translation>
        </message>
        <message>
            <source>Successes per milestone</source>
            <translation>Réussites par jalon</translation>
        </message>
        <message>
            <source>When no number of cards per level is set: whether a milestone takes as many successes as there are agents, as the book says, or as many as a Threat level takes complications (at least 3).</source>
            <translation>Quand aucun nombre de cartes par niveau n’est fixé : si un jalon demande autant de réussites qu’il y a d’agents, comme le dit le livre, ou autant qu’un niveau de Menace demande de complications (au moins 3).</translation>
        </message>
        <message>
            <source>The number of agents</source>
            <translation>Le nombre d’agents</translation>
        </message>
        <message>
            <source>As the Threat (at least 3)</source>
            <translation>Comme la Menace (au moins 3)</translation>
        </message>
        <message>
            <source>Mission ends at</source>
            <translation>La mission s’achève à</translation>
        </message>
        <message>
            <source>The Threat level or milestone count that ends the mission. Type a number (4 by default), or let the number of agents or their average number of aspects decide (at least 4).</source>
            <translation>Le niveau de Menace ou le nombre de jalons qui termine la mission. Saisissez un nombre (4 par défaut), ou laissez décider le nombre d’agents ou leur nombre moyen d’aspects (au moins 4).</translation>
        </message>
        <message>
            <source>the number of agents</source>
            <translation>le nombre d’agents</translation>
        </message>
        <message>
            <source>the agents' aspects</source>
            <translation>les aspects des agents</translation>
        </message>
        <message>
            <source>Negative aspects</source>
            <translation>Aspects négatifs</translation>
        </message>
        <message>
            <source>What a negative aspect does when it is used against its agent.</source>
            <translation>Ce que fait un aspect négatif quand il est utilisé contre son agent.</translation>
        </message>
        <message>
            <source>Draws a card, and exhausting it removes a success</source>
            <translation>Fait piocher une carte, et l’épuiser retire une réussite</translation>
        </message>
        <message>
            <source>Only draws a card</source>
            <translation>Fait seulement piocher une carte</translation>
        </message>
        <message>
            <source>Only removes a success when exhausted</source>
            <translation>Retire seulement une réussite une fois épuisé</translation>
        </message>
        <message>
            <source>How well the mission went</source>
            <translation>La réussite de la mission</translation>
        </message>
        <message>
            <source>Whether Card Desk grades the mission's end (clean, narrow or normal success or failure) from the score, or the Coordinator does.</source>
            <translation>Si Card Desk évalue la fin de la mission (réussite ou échec net, de justesse ou ordinaire) d’après le score, ou si c’est le Coordinateur.</translation>
        </message>
        <message>
            <source>The Coordinator</source>
            <translation>Le Coordinateur</translation>
        </message>
        <message>
            <source>A tied scene opening</source>
            <translation>Ouverture de scène à égalité</translation>
        </message>
        <message>
            <source>Who decides how a scene opens when both sides' totals are equal.</source>
            <translation>Qui décide de l’ouverture d’une scène quand les deux camps ont le même total.</translation>
        </message>
        <message>
            <source>The Coordinator decides</source>
            <translation>Le Coordinateur décide</translation>
        </message>
        <message>
            <source>The scene's first card decides</source>
            <translation>La première carte de la scène décide</translation>
        </message>
        <message>
            <source>The deck</source>
            <translation>Le paquet</translation>
        </message>
        <message>
            <source>The cards the group plays with.</source>
            <translation>Les cartes avec lesquelles le groupe joue.</translation>
        </message>
        <message>
            <source>A standard 52-card deck</source>
            <translation>Un paquet standard de 52 cartes</translation>
        </message>
        <message>
            <source>52 cards and two jokers</source>
            <translation>52 cartes et deux jokers</translation>
        </message>
        <message>
            <source>A custom deck of red and black cards</source>
            <translation>Un paquet personnalisé de cartes rouges et noires</translation>
        </message>
        <message>
            <source>Threat level cards</source>
            <translation>Cartes de niveau de Menace</translation>
        </message>
        <message>
            <source>Whether the Coordinator lays each Threat level card face up for all to see, or face down: then the track shows the level only once turned over.</source>
            <translation>Si le Coordinateur pose chaque carte de niveau de Menace face visible pour tous, ou face cachée : la piste n’affiche alors le niveau qu’une fois la carte retournée.</translation>
        </message>
        <message>
            <source>Face up</source>
            <translation>Face visible</translation>
        </message>
        <message>
            <source>Face down</source>
            <translation>Face cachée</translation>
        </message>
        <message>
            <source>A level reached by rest marks</source>
            <translation>Niveau atteint par les marques de repos</translation>
        </message>
        <message>
            <source>When a Threat level reached only through rest marks counts, for the threat factors and the mission's outcome alike.</source>
            <translation>À partir de quand compte un niveau de Menace atteint uniquement par les marques de repos, pour les facteurs menaçants comme pour l’issue de la mission.</translation>
        </message>
        <message>
            <source>From the next scene</source>
            <translation>À partir de la scène suivante</translation>
        </message>
        <message>
            <source>At once</source>
            <translation>Immédiatement</translation>
        </message>
        <message>
            <source>Black cards</source>
            <translation>Cartes noires</translation>
        </message>
        <message>
            <source>For a custom deck: how many are black.</source>
            <translation>Pour un paquet personnalisé : combien sont noires.</translation>
        </message>
        <message>
            <source>Red cards</source>
            <translation>Cartes rouges</translation>
        </message>
        <message>
            <source>For a custom deck: how many are red.</source>
            <translation>Pour un paquet personnalisé : combien sont rouges.</translation>
        </message>
        <message>
            <source>A tied contest</source>
            <translation>Opposition à égalité</translation>
        </message>
        <message>
            <source>What happens when both sides of a contest have the same total.</source>
            <translation>Ce qui se passe quand les deux camps d’une opposition ont le même total.</translation>
        </message>
        <message>
            <source>It stays a tie</source>
            <translation>L’égalité demeure</translation>
        </message>
        <message>
            <source>The defender wins</source>
            <translation>Le défenseur l’emporte</translation>
        </message>
        <message>
            <source>Snake eyes and boxcars in a contest</source>
            <translation>Double un et double six en opposition</translation>
        </message>
        <message>
            <source>What a double 1 or a double 6 does in a contest.</source>
            <translation>L’effet d’un double 1 ou d’un double 6 dans une opposition.</translation>
        </message>
        <message>
            <source>Adds its circumstance; the totals decide</source>
            <translation>Ajoute sa circonstance ; les totaux décident</translation>
        </message>
        <message>
            <source>Also loses or wins the contest, as in a check</source>
            <translation>Fait aussi perdre ou gagner l’opposition, comme lors d’un test</translation>
        </message>
        <message>
            <source>Counts only as its total</source>
            <translation>Ne compte que pour son total</translation>
        </message>
        <message>
            <source>The loser of a contest takes Adversity</source>
            <translation>Le perdant d’une opposition reçoit l’Adversité</translation>
        </message>
        <message>
            <source>A Founder who loses a contest has failed and receives an Adversity Token.</source>
            <translation>Un Fondateur qui perd une opposition a échoué et reçoit un jeton d’Adversité.</translation>
        </message>
        <message>
            <source>Snake eyes or boxcars rerolled</source>
            <translation>Double un ou double six relancé</translation>
        </message>
        <message>
            <source>When a double 1 or a double 6 is rerolled (a risky reroll, the Director's reroll), the circumstance it brought goes with it, or stays on the scene.</source>
            <translation>Quand un double un ou un double six est relancé (manœuvre risquée, relance du Directeur), la circonstance qu’il a apportée part avec lui, ou reste sur la scène.</translation>
        </message>
        <message>
            <source>It goes: the reroll replaces the roll</source>
            <translation>Elle part : la relance remplace le jet</translation>
        </message>
        <message>
            <source>It stays on the scene</source>
            <translation>Elle reste sur la scène</translation>
        </message>
        <message>
            <source>A complication costs</source>
            <translation>Coût d’une complication</translation>
        </message>
        <message>
            <source>What the Director pays for a complication worth more than 1.</source>
            <translation>Ce que paie le Directeur pour une complication de valeur supérieure à 1.</translation>
        </message>
        <message>
            <source>One Suspicion Point, whatever its value</source>
            <translation>Un point de Soupçon, quelle que soit sa valeur</translation>
        </message>
        <message>
            <source>One Suspicion Point per point of value</source>
            <translation>Un point de Soupçon par point de valeur</translation>
        </message>
        <message>
            <source>Critical failure</source>
            <translation>Échec critique</translation>
        </message>
        <message>
            <source>A roll without successes is a critical failure when its dice show faces in the skill's critical range: any one of its dice, or every one.</source>
            <translation>Un jet sans réussite est un échec critique quand ses dés montrent des faces dans la zone critique de la compétence : un seul de ses dés, ou tous.</translation>
        </message>
        <message>
            <source>The second card's colour decides a joker's test; the total shown is Attribute + Skill, or adds the second card's value too.</source>
            <translation>La couleur de la seconde carte décide d’un test au joker ; le total affiché est Attribut + Compétence, ou y ajoute aussi la valeur de la seconde carte.</translation>
        </message>
        <message>
            <source>Any die in the range</source>
            <translation>Un dé dans la zone</translation>
        </message>
        <message>
            <source>From the score (the fewer complications, the cleaner the success)</source>
            <translation>D’après le score (moins de complications, réussite plus nette)</translation>
        </message>
        <message>
            <source>Every die in the range</source>
            <translation>Tous les dés dans la zone</translation>
        </message>
        <message>
            <source>Ratings above 10</source>
            <translation>Valeurs au-delà de 10</translation>
        </message>
        <message>
            <source>The written thresholds stop working above 10: roll such a rating as 10 (success and explosion on 5+), or keep ratings to 10 at this table.</source>
            <translation>Les seuils écrits ne valent plus au-delà de 10 : lancez une telle valeur comme 10 (réussite et explosion sur 5+), ou limitez les valeurs à 10 à cette table.</translation>
        </message>
        <message>
            <source>Roll it as 10</source>
            <translation>La lancer comme 10</translation>
        </message>
        <message>
            <source>Refuse ratings above 10</source>
            <translation>Refuser les valeurs au-delà de 10</translation>
        </message>
        <message>
            <source>How cards are drawn</source>
            <translation>Comment on pioche</translation>
        </message>
        <message>
            <source>Every test draws from the deck, or players hold a hand and choose a card.</source>
            <translation>Chaque test pioche dans le paquet, ou les joueurs ont une main et choisissent une carte.</translation>
        </message>
        <message>
            <source>Draw for every test</source>
            <translation>Piocher à chaque test</translation>
        </message>
        <message>
            <source>Play from a hand</source>
            <translation>Jouer depuis une main</translation>
        </message>
        <message>
            <source>A test succeeds when the total</source>
            <translation>Un test réussit quand le total</translation>
        </message>
        <message>
            <source>Compared with the Difficulty.</source>
            <translation>Comparé à la Difficulté.</translation>
        </message>
        <message>
            <source>Beats the Difficulty</source>
            <translation>Dépasse la Difficulté</translation>
        </message>
        <message>
            <source>Meets or beats it</source>
            <translation>L’égale ou la dépasse</translation>
        </message>
        <message>
            <source>A second card</source>
            <translation>Une seconde carte</translation>
        </message>
        <message>
            <source>What a card drawn after an ace, a 10 or a joker counts.</source>
            <translation>Ce que vaut une carte piochée après un as, un 10 ou un joker.</translation>
        </message>
        <message>
            <source>Its plain value (a face 5, an ace 1)</source>
            <translation>Sa valeur simple (une figure 5, un as 1)</translation>
        </message>
        <message>
            <source>Its own rule, as a first card</source>
            <translation>Sa propre règle, comme une première carte</translation>
        </message>
        <message>
            <source>An ace</source>
            <translation>Un as</translation>
        </message>
        <message>
            <source>How an ace and the card after it make the total.</source>
            <translation>Comment un as et la carte suivante font le total.</translation>
        </message>
        <message>
            <source>Attribute + Skill − the second card</source>
            <translation>Attribut + Compétence − la seconde carte</translation>
        </message>
        <message>
            <source>1 − the second card</source>
            <translation>1 − la seconde carte</translation>
        </message>
        <message>
            <source>A natural 10</source>
            <translation>Un 10 naturel</translation>
        </message>
        <message>
            <source>How a 10 and the card after it make the total.</source>
            <translation>Comment un 10 et la carte suivante font le total.</translation>
        </message>
        <message>
            <source>10 + the second card</source>
            <translation>10 + la seconde carte</translation>
        </message>
        <message>
            <source>The second card replaces the 10</source>
            <translation>La seconde carte remplace le 10</translation>
        </message>
        <message>
            <source>A joker's total</source>
            <translation>Total d’un joker</translation>
        </message>
        <message>
            <source>Attribute + Skill</source>
            <translation>Attribut + Compétence</translation>
        </message>
        <message>
            <source>Attribute + Skill + the second card</source>
            <translation>Attribut + Compétence + la seconde carte</translation>
        </message>
        <message>
            <source>Shuffling back</source>
            <translation>Remélange</translation>
        </message>
        <message>
            <source>When spent cards go back into the draw pile.</source>
            <translation>Quand les cartes jouées retournent dans la pioche.</translation>
        </message>
        <message>
            <source>When the draw pile is empty</source>
            <translation>Quand la pioche est vide</translation>
        </message>
        <message>
            <source>After every test</source>
            <translation>Après chaque test</translation>
        </message>
        <message>
            <source>A power that sees a card of the deck</source>
            <translation>Un pouvoir qui voit une carte du paquet</translation>
        </message>
        <message>
            <source>Which card it sees; the card stays where it is.</source>
            <translation>La carte qu’il voit ; la carte reste où elle est.</translation>
        </message>
        <message>
            <source>The top card</source>
            <translation>La carte du dessus</translation>
        </message>
        <message>
            <source>One the peeking player picks</source>
            <translation>Celle que choisit le joueur qui regarde</translation>
        </message>
        <message>
            <source>One the Chronicler picks</source>
            <translation>Celle que choisit le Chroniqueur</translation>
        </message>
        <message>
            <source>A curse bigger than the hand</source>
            <translation>Une malédiction plus grande que la main</translation>
        </message>
        <message>
            <source>A curse that takes more cards than the hand holds empties it; the rest either carries over (the next hand is dealt that many short) or is lost.</source>
            <translation>Une malédiction qui prend plus de cartes que la main n’en contient la vide ; le reste est soit reporté (la main suivante reçoit d’autant moins de cartes), soit perdu.</translation>
        </message>
        <message>
            <source>The rest carries over</source>
            <translation>Le reste est reporté</translation>
        </message>
        <message>
            <source>The rest is lost</source>
            <translation>Le reste est perdu</translation>
        </message>
        <message>
            <source>A curse that empties the hand</source>
            <translation>Une malédiction qui vide la main</translation>
        </message>
        <message>
            <source>A curse that takes every card of the hand exhausts it: it ends there and a full hand follows, or the next hand is dealt one card short.</source>
            <translation>Une malédiction qui prend toutes les cartes de la main l’épuise : elle s’arrête là et une main complète suit, ou la main suivante est distribuée avec une carte en moins.</translation>
        </message>
        <message>
            <source>It ends: a full hand follows</source>
            <translation>Elle s’arrête : une main complète suit</translation>
        </message>
        <message>
            <source>The next hand is one card short</source>
            <translation>La main suivante a une carte en moins</translation>
        </message>
        <message>
            <source>Starting hand</source>
            <translation>Main de départ</translation>
        </message>
        <message>
            <source>Cards in a starting hand before luck, 0 to 20.</source>
            <translation>Cartes d’une main de départ avant la chance, de 0 à 20.</translation>
        </message>
        <message>
            <source>The Chronicler holds a hand</source>
            <translation>Le Chroniqueur a une main</translation>
        </message>
        <message>
            <source>When players play from a hand, the Chronicler holds one too (so Insight can look at it), or always draws from the draw pile.</source>
            <translation>Quand les joueurs jouent depuis une main, le Chroniqueur en a une aussi (pour que Perspicacité puisse la regarder), ou pioche toujours dans la pioche.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>{system} table option '{name}' must be {allowed}, not {value}</source>
            <translation>l’option de table {system} « {name} » doit être {allowed}, pas {value}</translation>
        </message>
        <message>
            <source>{system} table options must be a JSON object, not {data}</source>
            <translation>les options de table {system} doivent être un objet JSON, pas {data}</translation>
        </message>
        <message>
            <source>unknown {system} table option '{name}' (known: {names})</source>
            <translation>option de table {system} inconnue « {name} » (connues : {names})</translation>
        </message>
        <message>
            <source>{low} or more</source>
            <translation>{low} ou plus</translation>
        </message>
        <message>
            <source>at most {high}</source>
            <translation>au plus {high}</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <translation>de {low} à {high}</translation>
        </message>
    </context>
    <context>
        <name>OptionsDialog</name>
        <message>
            <source>{system} Table Options</source>
            <translation>Options de la table – {system}</translation>
        </message>
        <message>
            <source>How your group reads the rules where they can be read more than one way. A change applies to the sessions you start from now on; a session in progress keeps the options it started with.</source>
            <translation>Comment votre groupe lit les règles là où elles se lisent de plusieurs façons. Un changement vaut pour les séances que vous commencez désormais ; une séance en cours garde les options avec lesquelles elle a commencé.</translation>
        </message>
        <message>
            <source>As the rules say</source>
            <translation>Selon les règles</translation>
        </message>
    </context>
    <context>
        <name>PartyChooser</name>
        <message>
            <source>the Director</source>
            <translation>Directeur</translation>
        </message>
    </context>
    <context>
        <name>PdfPreview</name>
        <message>
            <source>The preview cannot be shown.</source>
            <translation>Impossible d’afficher l’aperçu.</translation>
        </message>
    </context>
    <context>
        <name>Phones</name>
        <message>
            <source>the table did not understand that request</source>
            <translation>la table n’a pas compris cette demande</translation>
        </message>
        <message>
            <source>Add to the shuffle</source>
            <translation>Ajouter au mélange</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <source>A phrase, or the faces of real dice (e.g. 3 5 6 1)</source>
            <translation>Une phrase, ou les faces de vrais dés (par ex. 3 5 6 1)</translation>
        </message>
        <message>
            <source>this is not open to you at the table now</source>
            <translation>vous ne pouvez pas faire cela à la table pour l’instant</translation>
        </message>
        <message>
            <source>choose among what your phone shows</source>
            <translation>choisissez parmi ce qu’affiche votre téléphone</translation>
        </message>
        <message>
            <source>{what} must be from {least} to {most}, not {value}</source>
            <translation>{what} doit être entre {least} et {most}, pas {value}</translation>
        </message>
        <message>
            <source>The game master shows you</source>
            <translation>Le meneur de jeu vous montre</translation>
        </message>
    </context>
    <context>
        <name>PilesBar</name>
        <message>
            <source>Successes {count}</source>
            <translation>Réussites {count}</translation>
        </message>
        <message>
            <source>Complications {count}</source>
            <translation>Complications {count}</translation>
        </message>
        <message numerus="yes">
            <source>incl. %n rest mark(s)</source>
            <translation>
                <numerusform>dont %n due au repos</numerusform>
                <numerusform>dont %n dues au repos</numerusform>
            </translation>
        </message>
        <message>
            <source>Deck: &lt;b&gt;{left}&lt;/b&gt; left · {discarded} discarded · {table} on the table</source>
            <translation>Paquet : &lt;b&gt;{left}&lt;/b&gt; à piocher · {discarded} à la défausse · {table} sur la table</translation>
        </message>
    </context>
    <context>
        <name>PlanPanel</name>
        <message>
            <source>Temporary aspects (T)</source>
            <translation>Aspects temporaires (T)</translation>
        </message>
        <message>
            <source>Each costs a reserve and draws a card (A-15)</source>
            <translation>Chacun coûte une réserve et fait piocher une carte (A-15)</translation>
        </message>
        <message>
            <source>Seeking danger</source>
            <translation>En quête de danger</translation>
        </message>
        <message>
            <source>The players agree: threat factors may exceed the Threat level (A-31)</source>
            <translation>Les joueurs sont d’accord : les facteurs menaçants peuvent dépasser le niveau de Menace (A-31)</translation>
        </message>
        <message>
            <source>The agent this test acts against (A-43)</source>
            <translation>L’agent contre qui ce test agit (A-43)</translation>
        </message>
        <message>
            <source>The agent whose attack this test answers (A-45)</source>
            <translation>L’agent dont ce test répond à l’attaque (A-45)</translation>
        </message>
        <message>
            <source>Cards drawn, in order:</source>
            <translation>Cartes piochées, dans l’ordre :</translation>
        </message>
        <message>
            <source>Clear (Backspace)</source>
            <translation>Effacer (Retour arrière)</translation>
        </message>
        <message>
            <source>Acts against</source>
            <translation>Agit contre</translation>
        </message>
        <message>
            <source>Answers an attack by</source>
            <translation>Répond à l’attaque de</translation>
        </message>
        <message>
            <source>{name} tests</source>
            <translation>{name} fait le test</translation>
        </message>
        <message>
            <source>Who tests? Click an agent's name or aspect (A: next agent)</source>
            <translation>Qui fait le test ? Cliquez sur le nom ou un aspect d’un agent (A : agent suivant)</translation>
        </message>
        <message numerus="yes">
            <source>Draw %n card(s) (Space)</source>
            <translation>
                <numerusform>Piocher %n carte (Espace)</numerusform>
                <numerusform>Piocher %n cartes (Espace)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Record %n card(s) (Enter)</source>
            <translation>
                <numerusform>Noter %n carte (Entrée)</numerusform>
                <numerusform>Noter %n cartes (Entrée)</numerusform>
            </translation>
        </message>
        <message>
            <source>Draw (Space)</source>
            <translation>Piocher (Espace)</translation>
        </message>
        <message>
            <source> (exhaust)</source>
            <translation> (épuiser)</translation>
        </message>
        <message>
            <source> (ignored)</source>
            <translation> (ignoré)</translation>
        </message>
        <message>
            <source>trust in {name}</source>
            <translation>confiance en {name}</translation>
        </message>
        <message>
            <source>Click the aspects that take part (or press their number); click again to exhaust one for an advantage. Negative aspects are the Coordinator's.</source>
            <translation>Cliquez sur les aspects qui participent (ou tapez leur numéro) ; cliquez à nouveau pour en épuiser un contre un avantage. Les aspects négatifs appartiennent au Coordinateur.</translation>
        </message>
        <message>
            <source>Described: {parts}</source>
            <translation>Décrits : {parts}</translation>
        </message>
        <message>
            <source>Present:</source>
            <translation>Présents :</translation>
        </message>
        <message>
            <source>{name} is near (cooperating, or watched with distrust, A-42, A-44)</source>
            <translation>{name} est proche (coopère, ou est surveillé avec méfiance, A-42, A-44)</translation>
        </message>
        <message>
            <source>Suppress distrust (1 reserve)</source>
            <translation>Étouffer la méfiance (1 réserve)</translation>
        </message>
        <message>
            <source>A reserve suppresses distrust toward {name} for this test (A-44)</source>
            <translation>Une réserve étouffe la méfiance envers {name} pour ce test (A-44)</translation>
        </message>
        <message>
            <source>Tries to remove:</source>
            <translation>Tente de retirer :</translation>
        </message>
        <message>
            <source> · full distrust of {names}: no advantages</source>
            <translation> · méfiance totale envers {names} : aucun avantage</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>personne</translation>
        </message>
        <message>
            <source>such as {cards} or {typed}</source>
            <translation>par exemple {cards} ou {typed}</translation>
        </message>
        <message>
            <source>Each success removes one, each complication strengthens it (A-23)</source>
            <translation>Chaque réussite en retire un, chaque complication le renforce (A-23)</translation>
        </message>
        <message numerus="yes">
            <source> · costs %n reserve(s)</source>
            <translation>
                <numerusform> · coûte %n réserve</numerusform>
                <numerusform> · coûte %n réserves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Draws &lt;b&gt;%n&lt;/b&gt; card(s): {parts}{cost}{note}</source>
            <translation>
                <numerusform>Pioche &lt;b&gt;%n&lt;/b&gt; carte : {parts}{cost}{note}</numerusform>
                <numerusform>Pioche &lt;b&gt;%n&lt;/b&gt; cartes : {parts}{cost}{note}</numerusform>
            </translation>
        </message>
        <message>
            <source> — type them in the order drawn</source>
            <translation> — saisissez-les dans l’ordre de la pioche</translation>
        </message>
    </context>
    <context>
        <name>Play</name>
        <message>
            <source>Take {card} from {pile}</source>
            <translation>Reprendre {card} ({pile})</translation>
        </message>
        <message>
            <source>an action must be a JSON object, not {data}</source>
            <translation>une action doit être un objet JSON, pas {data}</translation>
        </message>
        <message>
            <source>unknown action {do} (actions: {known})</source>
            <translation>action inconnue {do} (actions : {known})</translation>
        </message>
        <message>
            <source>action '{do}': {error}</source>
            <translation>action « {do} » : {error}</translation>
        </message>
        <message>
            <source>the session's setup did not use all its stored random values</source>
            <translation>la préparation de la séance n’a pas utilisé toutes ses valeurs aléatoires enregistrées</translation>
        </message>
        <message>
            <source>there is nothing to undo</source>
            <translation>il n’y a rien à annuler</translation>
        </message>
        <message>
            <source>there is nothing to redo</source>
            <translation>il n’y a rien à rétablir</translation>
        </message>
        <message>
            <source>the table could not be rebuilt: an action used other dice</source>
            <translation>la table n’a pas pu être reconstruite : une action a utilisé d’autres dés</translation>
        </message>
        <message>
            <source>{action} takes no fields, but was given '{field}'</source>
            <translation>{action} ne prend aucun champ, mais a reçu « {field} »</translation>
        </message>
        <message>
            <source>{action} takes no field '{field}'</source>
            <translation>{action} n’a pas de champ « {field} »</translation>
        </message>
        <message>
            <source>a contribution is a text of 1 to {most} characters, not {value}</source>
            <translation>une contribution est un texte de 1 à {most} caractères, pas {value}</translation>
        </message>
        <message>
            <source>the stored random values do not fit this session's actions</source>
            <translation>les valeurs aléatoires enregistrées ne correspondent pas aux actions de cette séance</translation>
        </message>
        <message>
            <source>play session '{name}' is damaged ({error})</source>
            <translation>la séance de jeu « {name} » est endommagée ({error})</translation>
        </message>
        <message>
            <source>the session's setup must be an object with a 'table' object</source>
            <translation>la préparation de la séance doit être un objet avec un objet « table »</translation>
        </message>
        <message>
            <source>the session's events must be a list</source>
            <translation>les événements de la séance doivent être une liste</translation>
        </message>
        <message>
            <source>the session's setup</source>
            <translation>la préparation de la séance</translation>
        </message>
        <message>
            <source>stored action {number} is not an object with an 'action'</source>
            <translation>l’action enregistrée {number} n’est pas un objet avec une « action »</translation>
        </message>
        <message>
            <source>field 'text' must be one line of text, not {value}</source>
            <translation>le champ « text » doit être une ligne de texte, pas {value}</translation>
        </message>
        <message>
            <source>field 'by' must be a player's name, not {value}</source>
            <translation>le champ 'by' doit être le nom d’un joueur, pas {value}</translation>
        </message>
        <message>
            <source>field 'seed' must be 64 hex digits, not {value}</source>
            <translation>le champ « seed » doit compter 64 chiffres hexadécimaux, pas {value}</translation>
        </message>
        <message>
            <source>unknown field '{field}' (an event of this action holds {known})</source>
            <translation>champ inconnu « {field} » (un événement de cette action contient {known})</translation>
        </message>
        <message>
            <source>field 'at' must be when it happened, in seconds since 1970 (up to the year 9999), not {value}</source>
            <translation>le champ « at » doit être le moment où cela s’est produit, en secondes depuis 1970 (jusqu’à l’an 9999), pas {value}</translation>
        </message>
        <message>
            <source>field '{field}' must be {expected}, not {value}</source>
            <translation>le champ « {field} » doit être {expected}, pas {value}</translation>
        </message>
        <message>
            <source>it has no 'outcome'</source>
            <translation>il n’a pas d’« outcome »</translation>
        </message>
        <message>
            <source>field '{field}' is not what the action comes to when replayed</source>
            <translation>le champ « {field} » n’est pas ce que donne l’action rejouée</translation>
        </message>
        <message>
            <source>stored action {number}: {problem}</source>
            <translation>action enregistrée {number} : {problem}</translation>
        </message>
        <message>
            <source>stored action {number}</source>
            <translation>l’action enregistrée {number}</translation>
        </message>
        <message>
            <source>stored action {number} no longer replays: {error}</source>
            <translation>l’action enregistrée {number} ne se rejoue plus : {error}</translation>
        </message>
        <message>
            <source>this session has no seed to reveal: it is not a digital table</source>
            <translation>cette séance n’a pas de graine à révéler : ce n’est pas une table numérique</translation>
        </message>
        <message>
            <source>a contribution changes a digital table's shuffles: this one has none</source>
            <translation>une contribution change les mélanges d’une table numérique : celle-ci n’en a pas</translation>
        </message>
        <message>
            <source>this session's seed is revealed already</source>
            <translation>la graine de cette séance est déjà révélée</translation>
        </message>
        <message>
            <source>{what}: its stored random values must be a list of numbers</source>
            <translation>{what} : ses valeurs aléatoires enregistrées doivent être une liste de nombres</translation>
        </message>
        <message>
            <source>{what} did not use all its stored random values: the log does not fit</source>
            <translation>{what} : toutes les valeurs aléatoires enregistrées n’ont pas servi, le journal ne correspond pas</translation>
        </message>
        <message>
            <source>tick at least one {character} to play (add them in Characters mode)</source>
            <translation>cochez au moins un personnage pour jouer ({character}) ; ajoutez-les dans le mode Personnages</translation>
        </message>
        <message>
            <source>random value {number} does not follow from the seed</source>
            <translation>la valeur aléatoire {number} ne découle pas de la graine</translation>
        </message>
        <message>
            <source>derived by '{algorithm}', which this Card Desk does not know</source>
            <translation>dérivé par « {algorithm} », que ce Card Desk ne connaît pas</translation>
        </message>
        <message>
            <source>the revealed seed does not match its commitment</source>
            <translation>la graine révélée ne correspond pas à son engagement</translation>
        </message>
        <message>
            <source>field 'cards' must name 1 to {most} cards</source>
            <translation>le champ 'cards' doit nommer de 1 à {most} cartes</translation>
        </message>
        <message>
            <source>field 'count' must be 1 to {most}, not {count}</source>
            <translation>le champ 'count' doit valoir de 1 à {most}, pas {count}</translation>
        </message>
        <message>
            <source>field 'players' must name at least one player</source>
            <translation>le champ 'players' doit nommer au moins un joueur</translation>
        </message>
        <message>
            <source>these rules deal no cards to players</source>
            <translation>ces règles ne distribuent pas de cartes aux joueurs</translation>
        </message>
        <message>
            <source>at a mirror table the real deck is handled: {what}</source>
            <translation>à une table miroir, c’est le vrai paquet qu’on manie : {what}</translation>
        </message>
        <message>
            <source>the app does not know its order, only that the cards are back</source>
            <translation>l’application n’en connaît pas l’ordre, seulement que les cartes y sont revenues</translation>
        </message>
        <message>
            <source>a shuffle of its draw pile changes nothing the app follows</source>
            <translation>mélanger sa pioche ne change rien de ce que suit l’application</translation>
        </message>
        <message>
            <source>look at the real cards, and type in those dealt</source>
            <translation>regardez les vraies cartes, et saisissez celles qui sont distribuées</translation>
        </message>
        <message>
            <source>this table shuffles its own deck: put the cards on top, at the bottom or at a random place</source>
            <translation>cette table mélange son propre paquet : remettez les cartes dessus, dessous ou à une place au hasard</translation>
        </message>
        <message numerus="yes">
            <source>{deck} holds %n card(s) to deal: deal at most that many</source>
            <translation>
                <numerusform>{deck} n’a que %n carte à distribuer : n’en distribuez pas plus</numerusform>
                <numerusform>{deck} n’a que %n cartes à distribuer : n’en distribuez pas plus</numerusform>
            </translation>
        </message>
        <message>
            <source>a player is named twice: deal to each once</source>
            <translation>un joueur est nommé deux fois : distribuez une seule fois à chacun</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) dealt to {name}</source>
            <translation>
                <numerusform>%n carte distribuée à {name}</numerusform>
                <numerusform>%n cartes distribuées à {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) dealt to each of {names}</source>
            <translation>
                <numerusform>%n carte distribuée à chacun : {names}</numerusform>
                <numerusform>%n cartes distribuées à chacun : {names}</numerusform>
            </translation>
        </message>
        <message>
            <source>reshuffled: {names}</source>
            <translation>remélangé : {names}</translation>
        </message>
        <message>
            <source>{cards} put back on top of the draw pile ({deck})</source>
            <translation>Remis sur le dessus de la pioche : {cards} ({deck})</translation>
        </message>
        <message>
            <source>{cards} put back at the bottom of the draw pile ({deck})</source>
            <translation>Remis sous la pioche : {cards} ({deck})</translation>
        </message>
        <message>
            <source>{cards} put back at a random place in the draw pile ({deck})</source>
            <translation>Remis à une place au hasard dans la pioche : {cards} ({deck})</translation>
        </message>
        <message>
            <source>{cards} back in the real deck ({deck})</source>
            <translation>De retour dans le vrai paquet : {cards} ({deck})</translation>
        </message>
        <message>
            <source>{cards} taken out of play ({deck})</source>
            <translation>Retiré du jeu : {cards} ({deck})</translation>
        </message>
        <message numerus="yes">
            <source>{game_master} looks at the top %n card(s) of the draw pile ({deck})</source>
            <translation>
                <numerusform>{game_master} regarde la carte du dessus de la pioche ({deck})</numerusform>
                <numerusform>{game_master} regarde les %n cartes du dessus de la pioche ({deck})</numerusform>
            </translation>
        </message>
        <message>
            <source>The game master</source>
            <translation>Le meneur de jeu</translation>
        </message>
        <message>
            <source>The draw pile is shuffled ({deck})</source>
            <translation>La pioche est mélangée ({deck})</translation>
        </message>
        <message>
            <source>The real deck was reshuffled: its discard pile is back in the draw pile ({deck})</source>
            <translation>Le vrai paquet a été remélangé : sa défausse est revenue dans la pioche ({deck})</translation>
        </message>
        <message>
            <source>The discard pile is shuffled back into the draw pile ({deck})</source>
            <translation>La défausse est remélangée dans la pioche ({deck})</translation>
        </message>
    </context>
    <context>
        <name>PlayersDialog</name>
        <message>
            <source>Open or start a session first: the phones show its table.</source>
            <translation>Ouvre ou commence d’abord une séance : les téléphones montrent sa table.</translation>
        </message>
        <message>
            <source>Players' phones</source>
            <translation>Téléphones des joueurs</translation>
        </message>
        <message>
            <source>any free port</source>
            <translation>n’importe quel port libre</translation>
        </message>
        <message>
            <source>The phones must be on this computer's network. The connection is not encrypted: anyone on a shared network can read what the phones are sent. A link keeps out those who do not have it; revoke one that went astray.</source>
            <translation>Les téléphones doivent être sur le réseau de cet ordinateur. La connexion n’est pas chiffrée : sur un réseau partagé, n’importe qui peut lire ce que reçoivent les téléphones. Un lien écarte ceux qui ne l’ont pas ; révoquez celui qui s’est égaré.</translation>
        </message>
        <message>
            <source>Address the phones reach</source>
            <translation>Adresse que joignent les téléphones</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>Port</translation>
        </message>
        <message>
            <source>Cannot serve on {address}: {reason}</source>
            <translation>Impossible de servir sur {address} : {reason}</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Démarrer</translation>
        </message>
        <message>
            <source>Serving on {address}: each player scans their own code.</source>
            <translation>En service sur {address} : chaque joueur scanne son propre code.</translation>
        </message>
        <message>
            <source>Not serving: choose the address the phones reach and start.</source>
            <translation>Hors service : choisissez l’adresse que joignent les téléphones, puis démarrez.</translation>
        </message>
        <message>
            <source>Link revoked</source>
            <translation>Lien révoqué</translation>
        </message>
        <message numerus="yes">
            <source>Connected (%n page(s))</source>
            <translation>
                <numerusform>Connecté (%n page)</numerusform>
                <numerusform>Connecté (%n pages)</numerusform>
            </translation>
        </message>
        <message>
            <source>Not connected</source>
            <translation>Non connecté</translation>
        </message>
        <message>
            <source>Revoke</source>
            <translation>Révoquer</translation>
        </message>
        <message>
            <source>The phone that has this link loses the table</source>
            <translation>Le téléphone qui a ce lien perd la table</translation>
        </message>
        <message>
            <source>New link</source>
            <translation>Nouveau lien</translation>
        </message>
        <message>
            <source>Revoke this link and show a new code for the player</source>
            <translation>Révoquer ce lien et montrer un nouveau code au joueur</translation>
        </message>
    </context>
    <context>
        <name>PortraitBox</name>
        <message>
            <source>Choose…</source>
            <translation>Choisir…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>Drop a picture here</source>
            <translation>Déposez une image ici</translation>
        </message>
    </context>
    <context>
        <name>Portraits</name>
        <message>
            <source>the image</source>
            <translation>l’image</translation>
        </message>
        <message>
            <source>{label}: cannot read the file ({reason})</source>
            <translation>{label} : impossible de lire le fichier ({reason})</translation>
        </message>
        <message>
            <source>{label} is too large to be a portrait ({width} × {height} pixels; up to {number} million, or any JPEG photo)</source>
            <translation>{label} est trop grand pour un portrait ({width} × {height} pixels ; au plus {number} millions, ou toute photo JPEG)</translation>
        </message>
        <message>
            <source>{label} is too large to be a portrait (over {number} million pixels)</source>
            <translation>{label} est trop grand pour un portrait (plus de {number} millions de pixels)</translation>
        </message>
        <message>
            <source>{label} is not an image Card Desk reads (PNG, JPEG, WebP, GIF, BMP or TIFF)</source>
            <translation>{label} n’est pas une image que Card Desk sait lire (PNG, JPEG, WebP, GIF, BMP ou TIFF)</translation>
        </message>
        <message>
            <source>{label} is a damaged image ({error})</source>
            <translation>{label} est une image endommagée ({error})</translation>
        </message>
        <message>
            <source>the crop {width}×{height} at ({left}, {top}) does not lie inside the {width2}×{height2} image</source>
            <translation>le recadrage {width}×{height} en ({left}, {top}) ne tient pas dans l’image de {width2}×{height2}</translation>
        </message>
    </context>
    <context>
        <name>PowersPanel</name>
        <message>
            <source>{power} ({caster})</source>
            <translation>{power} ({caster})</translation>
        </message>
        <message>
            <source>{power}: {reach} (rule U-40)</source>
            <translation>{power} : {reach} (règle U-40)</translation>
        </message>
        <message>
            <source>&amp;Use the power</source>
            <translation>Utili&amp;ser le pouvoir</translation>
        </message>
        <message>
            <source>P&amp;ower</source>
            <translation>P&amp;ouvoir</translation>
        </message>
        <message>
            <source>Who &amp;looks</source>
            <translation>&amp;Qui regarde</translation>
        </message>
        <message>
            <source>At &amp;whose cards</source>
            <translation>Cartes de q&amp;ui</translation>
        </message>
        <message>
            <source>Card &amp;number</source>
            <translation>Numéro de ca&amp;rte</translation>
        </message>
        <message>
            <source>sees the next card of another player's draw pile</source>
            <translation>voit la prochaine carte de la pioche d’un autre joueur</translation>
        </message>
        <message>
            <source>sees one card of another player's hand</source>
            <translation>voit une carte de la main d’un autre joueur</translation>
        </message>
        <message>
            <source>sees one card of another player's deck</source>
            <translation>voit une carte du paquet d’un autre joueur</translation>
        </message>
        <message>
            <source>sees one card of a hand, the user's own too</source>
            <translation>voit une carte d’une main, y compris la sienne</translation>
        </message>
        <message>
            <source>sees one card of a deck, the user's own too</source>
            <translation>voit une carte d’un paquet, y compris le sien</translation>
        </message>
        <message>
            <source>{power}: {reach}.</source>
            <translation>{power} : {reach}.</translation>
        </message>
        <message>
            <source>a card at random</source>
            <translation>une carte au hasard</translation>
        </message>
        <message>
            <source> from the top</source>
            <translation> depuis le dessus</translation>
        </message>
        <message>
            <source>the next card</source>
            <translation>la prochaine carte</translation>
        </message>
        <message>
            <source>the top card</source>
            <translation>la carte du dessus</translation>
        </message>
        <message>
            <source>card </source>
            <translation>carte </translation>
        </message>
        <message>
            <source>What {viewer} saw with {power}</source>
            <translation>Ce que {viewer} a vu avec {power}</translation>
        </message>
    </context>
    <context>
        <name>Preflight</name>
        <message>
            <source>the {field} is {mm:.1f} mm too long, even in the smallest type: shorten it or choose a larger card</source>
            <translation>{field} : {mm:.1f} mm de trop, même dans le plus petit corps ; raccourcissez ou choisissez une carte plus grande</translation>
        </message>
        <message>
            <source>the {field} prints at {dpi} dpi and may look blurred</source>
            <translation>{field} : imprimé à {dpi} dpi, le rendu peut être flou</translation>
        </message>
        <message>
            <source>the {field} has letters the card font cannot print: {letters}</source>
            <translation>{field} : des lettres que la police de la carte ne sait pas imprimer : {letters}</translation>
        </message>
        <message>
            <source>the {field} cannot be read ({reason})</source>
            <translation>{field} : illisible ({reason})</translation>
        </message>
        <message numerus="yes">
            <source>%n more field(s)</source>
            <translation>
                <numerusform>%n autre champ</numerusform>
                <numerusform>%n autres champs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>card full: {field} and {more} continue on %n card(s)</source>
            <translation>
                <numerusform>carte pleine : {field} et {more} continuent sur %n carte</numerusform>
                <numerusform>carte pleine : {field} et {more} continuent sur %n cartes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>card full: {field} continues on %n card(s)</source>
            <translation>
                <numerusform>carte pleine : {field} continue sur %n carte</numerusform>
                <numerusform>carte pleine : {field} continue sur %n cartes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintLabels</name>
        <message>
            <source>Character</source>
            <translation>Personnage</translation>
        </message>
        <message>
            <source>Agent</source>
            <translation>Agent</translation>
        </message>
        <message>
            <source>Aspect</source>
            <translation>Aspect</translation>
        </message>
        <message>
            <source>Negative aspect</source>
            <translation>Aspect négatif</translation>
        </message>
        <message>
            <source>Special aspect</source>
            <translation>Aspect spécial</translation>
        </message>
        <message>
            <source>Temporary aspect</source>
            <translation>Aspect temporaire</translation>
        </message>
        <message>
            <source>Limiting aspect</source>
            <translation>Aspect limitant</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Équipement</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Épuisé</translation>
        </message>
        <message>
            <source>Relationship</source>
            <translation>Relation</translation>
        </message>
        <message>
            <source>Full distrust</source>
            <translation>Méfiance totale</translation>
        </message>
        <message>
            <source>Partial distrust</source>
            <translation>Méfiance partielle</translation>
        </message>
        <message>
            <source>Neutral</source>
            <translation>Neutre</translation>
        </message>
        <message>
            <source>Partial trust</source>
            <translation>Confiance partielle</translation>
        </message>
        <message>
            <source>Full trust</source>
            <translation>Confiance totale</translation>
        </message>
        <message>
            <source>Reasons</source>
            <translation>Raisons</translation>
        </message>
        <message>
            <source>Reserve</source>
            <translation>Réserve</translation>
        </message>
        <message>
            <source>A temporary aspect: draw one more card</source>
            <translation>Aspect temporaire : tirer une carte de plus</translation>
        </message>
        <message>
            <source>Ignore one disadvantage</source>
            <translation>Ignorer un désavantage</translation>
        </message>
        <message>
            <source>Use a special aspect</source>
            <translation>Utiliser un aspect spécial</translation>
        </message>
        <message>
            <source>Ignore distrust for one action</source>
            <translation>Ignorer la méfiance le temps d’une action</translation>
        </message>
        <message>
            <source>A detail, an item, a vote</source>
            <translation>Un détail, un objet, une voix au vote</translation>
        </message>
        <message>
            <source>Restore one exhausted aspect</source>
            <translation>Restaurer un aspect épuisé</translation>
        </message>
        <message>
            <source>Coordinator's reserve</source>
            <translation>Réserve du Coordinateur</translation>
        </message>
        <message>
            <source>Add a complication during a player's test</source>
            <translation>Ajouter une complication au test d’un joueur</translation>
        </message>
        <message>
            <source>Raise a threatening factor for one character</source>
            <translation>Aggraver la menace pour un seul personnage</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Menace</translation>
        </message>
        <message>
            <source>Escalation</source>
            <translation>Escalade</translation>
        </message>
        <message>
            <source>Threat level</source>
            <translation>Niveau de menace</translation>
        </message>
        <message>
            <source>Milestone</source>
            <translation>Jalon</translation>
        </message>
        <message>
            <source>Trait</source>
            <translation>Trait</translation>
        </message>
        <message>
            <source>Consequence</source>
            <translation>Conséquence</translation>
        </message>
        <message>
            <source>Circumstance</source>
            <translation>Circonstance</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Banks</source>
            <translation>Banques</translation>
        </message>
        <message>
            <source>Physical</source>
            <translation>Physique</translation>
        </message>
        <message>
            <source>Social</source>
            <translation>Sociale</translation>
        </message>
        <message>
            <source>Mental</source>
            <translation>Mentale</translation>
        </message>
        <message>
            <source>Proficiency</source>
            <translation>Maîtrise</translation>
        </message>
        <message>
            <source>Capacities</source>
            <translation>Capacités</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>Compétences</translation>
        </message>
        <message>
            <source>Scars</source>
            <translation>Cicatrices</translation>
        </message>
        <message>
            <source>Attributes</source>
            <translation>Attributs</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Chance</translation>
        </message>
        <message>
            <source>Blessings and curses</source>
            <translation>Bénédictions et malédictions</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Luck and notes</source>
            <translation>Chance et notes</translation>
        </message>
        <message>
            <source>Rules reference</source>
            <translation>Aide-mémoire</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Noire</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rouge</translation>
        </message>
        <message>
            <source>Red joker</source>
            <translation>Joker rouge</translation>
        </message>
        <message>
            <source>Black joker</source>
            <translation>Joker noir</translation>
        </message>
        <message>
            <source>and back scale X = {x} %, Y = {y} %</source>
            <translation>et une échelle des versos X = {x} %, Y = {y} %</translation>
        </message>
        <message>
            <source>Replace these cards</source>
            <translation>Remplacez ces cartes</translation>
        </message>
        <message>
            <source>These cards changed since they were last printed. Put each new card in its owner's pile and take the old one out.</source>
            <translation>Ces cartes ont changé depuis leur dernière impression. Mettez chaque nouvelle carte dans le paquet de son propriétaire et retirez l’ancienne.</translation>
        </message>
        <message>
            <source>The game master's and shared cards</source>
            <translation>Cartes du meneur de jeu et cartes communes</translation>
        </message>
        <message>
            <source>{kind}: {card}</source>
            <translation>{kind} : {card}</translation>
        </message>
        <message>
            <source>Agents</source>
            <translation>Agents</translation>
        </message>
        <message>
            <source>Draw 1 card + 1 for each aspect you describe. Black is a success, red a complication.</source>
            <translation>Tirez 1 carte + 1 par aspect décrit. Noire : réussite ; rouge : complication.</translation>
        </message>
        <message>
            <source>Exhaust an aspect for an advantage: remove one red card.</source>
            <translation>Épuisez un aspect pour un avantage : retirez une carte rouge.</translation>
        </message>
        <message>
            <source>The Coordinator exhausts a negative aspect for a disadvantage: remove one black card.</source>
            <translation>Le Coordinateur épuise un aspect négatif pour un désavantage : retirez une carte noire.</translation>
        </message>
        <message>
            <source>At least one drawn card always stays on the table.</source>
            <translation>Au moins une carte tirée reste toujours sur la table.</translation>
        </message>
        <message>
            <source>Each step of complications raises the Threat level; each step of successes reaches a milestone.</source>
            <translation>Chaque palier de complications fait monter la menace ; chaque palier de réussites marque un jalon.</translation>
        </message>
        <message>
            <source>Founders</source>
            <translation>Fondateurs</translation>
        </message>
        <message>
            <source>Roll 2d6 + helping tags − hindering tags.</source>
            <translation>Lancez 2d6 + étiquettes favorables − étiquettes défavorables.</translation>
        </message>
        <message>
            <source>Easy 4, Normal 7, Hard 10, Very hard 13: meet it to succeed.</source>
            <translation>Difficulté facile 4, normale 7, difficile 10, très difficile 13 : atteignez-la pour réussir.</translation>
        </message>
        <message>
            <source>Snake eyes fail and bring a bad Circumstance; boxcars succeed and bring a good one.</source>
            <translation>Double 1 : échec et mauvaise Circonstance ; double 6 : réussite et bonne Circonstance.</translation>
        </message>
        <message>
            <source>A failure gives an Adversity token: +1 on a later roll.</source>
            <translation>Un échec donne un jeton d’Adversité : +1 à un jet ultérieur.</translation>
        </message>
        <message>
            <source>Risky maneuver: reroll a failing check once; the Director gains a Suspicion point.</source>
            <translation>Manœuvre risquée : relancez une fois un test raté ; le Directeur gagne un point de Soupçon.</translation>
        </message>
        <message>
            <source>Dice banks</source>
            <translation>Banques de dés</translation>
        </message>
        <message>
            <source>Banks: Physical, Social, Mental, each Proficiency + 2 d10.</source>
            <translation>Banques Physique, Sociale, Mentale : chacune Maîtrise + 2 d10.</translation>
        </message>
        <message>
            <source>One action a round: spend at least one die of its bank; banks refill each round.</source>
            <translation>Une action par tour : dépensez au moins un dé de sa banque ; les banques se remplissent à chaque tour.</translation>
        </message>
        <message>
            <source>A die of max(10 − skill, 5) or more is a success.</source>
            <translation>Un dé de max(10 − Compétence, 5) ou plus est une réussite.</translation>
        </message>
        <message>
            <source>A die of min(15 − skill, 10) or more is a success and is rolled again.</source>
            <translation>Un dé de min(15 − Compétence, 10) ou plus est une réussite et se relance.</translation>
        </message>
        <message>
            <source>Burn a Scar: take stun damage for extra dice or +1 Power.</source>
            <translation>Brûler une Cicatrice : chaque dégât étourdissant donne un dé de plus ou +1 en Puissance.</translation>
        </message>
        <message>
            <source>Cinematic cards</source>
            <translation>Cartes cinématiques</translation>
        </message>
        <message>
            <source>Attribute + Skill + card must beat the Difficulty (9 or more).</source>
            <translation>Attribut + Compétence + carte doit dépasser le Niveau de Difficulté (au minimum 9).</translation>
        </message>
        <message>
            <source>2 to 10 count their value; J, Q, K count 5 and draw a second card.</source>
            <translation>Les cartes numérotées comptent leur valeur ; les figures valent 5 et l’on ajoute une seconde carte.</translation>
        </message>
        <message>
            <source>Ace: draw again and subtract — below 0 is a critical failure.</source>
            <translation>As : une seconde carte est tirée et retranchée — sous 0, échec critique !</translation>
        </message>
        <message>
            <source>A natural 10: draw again and add — over 20 is a critical success.</source>
            <translation>10 naturel : une seconde carte est tirée et ajoutée — au-delà de 20, réussite critique !</translation>
        </message>
        <message>
            <source>Joker: draw again — black is a critical failure, red a critical success.</source>
            <translation>Joker : une seconde carte est tirée — noire, échec critique ; rouge, réussite critique.</translation>
        </message>
        <message>
            <source>Back alignment check</source>
            <translation>Contrôle de l’alignement des versos</translation>
        </message>
        <message>
            <source>Print this sheet double-sided with the settings you will use for the cards. Hold it against a light, this side towards you. Where the cross printed on the back crosses each scale, read the number: add the horizontal one to the back offset X and the vertical one to Y, in millimetres.</source>
            <translation>Imprimez cette feuille en recto verso avec les réglages que vous utiliserez pour les cartes. Tenez-la devant une lumière, ce côté vers vous. Là où la croix imprimée au verso coupe chaque échelle, lisez le nombre : ajoutez celui de l’échelle horizontale au décalage X du verso et celui de l’échelle verticale à Y, en millimètres.</translation>
        </message>
        <message>
            <source>Back of the alignment check</source>
            <translation>Verso du contrôle d’alignement</translation>
        </message>
        <message>
            <source>Printed with back offset X = {x} mm, Y = {y} mm</source>
            <translation>Imprimé avec un décalage du verso X = {x} mm, Y = {y} mm</translation>
        </message>
    </context>
    <context>
        <name>PrintOptions</name>
        <message>
            <source>--png writes PNG files and --pod a PDF: choose one of them</source>
            <translation>--png écrit des fichiers PNG et --pod un PDF : choisissez l’un des deux</translation>
        </message>
        <message>
            <source>a printer profile is for printing at home; a print-on-demand service places each back itself: leave out --profile</source>
            <translation>un profil d’imprimante sert à imprimer chez soi ; un service d’impression à la demande place lui-même chaque dos : retirez --profile</translation>
        </message>
        <message>
            <source>a printer profile is for printing at home; PNG files go to a card maker, who places each back: leave out --profile</source>
            <translation>un profil d’imprimante sert à imprimer chez soi ; les fichiers PNG vont à un fabricant de cartes, qui place chaque verso : retirez --profile</translation>
        </message>
        <message>
            <source>{out} is named as a PNG file, but a PDF is written: name it .pdf, or add --png for PNG files (written to a new folder)</source>
            <translation>{out} porte un nom de fichier PNG, mais c’est un PDF qui est écrit : nommez-le .pdf, ou ajoutez --png pour des fichiers PNG (écrits dans un nouveau dossier)</translation>
        </message>
        <message>
            <source>bleed</source>
            <translation>fond perdu</translation>
        </message>
        <message>
            <source>gap</source>
            <translation>espacement</translation>
        </message>
        <message>
            <source>margin</source>
            <translation>marge</translation>
        </message>
        <message>
            <source>a back scale only changes double-sided backs: choose long or short for the backs, or leave out --back-scale</source>
            <translation>une échelle des versos ne change que les versos recto verso : choisissez long ou short pour les versos, ou retirez --back-scale</translation>
        </message>
        <message>
            <source>a {what} of '{text}' is not a length: give millimetres, such as 3 or 2.5</source>
            <translation>{what} « {text} » n’est pas une longueur : indiquez des millimètres, par exemple 3 ou 2.5</translation>
        </message>
        <message>
            <source>name at least one kind of card: {kinds}</source>
            <translation>indiquez au moins un type de carte : {kinds}</translation>
        </message>
        <message>
            <source>unknown kind of card '{kind}': use one or more of {kinds}, separated by commas</source>
            <translation>type de carte inconnu « {kind} » : utilisez un ou plusieurs de {kinds}, séparés par des virgules</translation>
        </message>
        <message>
            <source>name at least one character, or leave --characters out for all</source>
            <translation>indiquez au moins un personnage, ou omettez --characters pour tous</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>aucun pour l’instant</translation>
        </message>
        <message>
            <source>no character called '{name}' in the campaign (characters: {names})</source>
            <translation>aucun personnage nommé « {name} » dans la campagne (personnages : {names})</translation>
        </message>
        <message>
            <source>there are no write-in cards of the kind {kind}: use one of {kinds}</source>
            <translation>il n’y a pas de cartes vierges du type {kind} : utilisez l’un de {kinds}</translation>
        </message>
        <message>
            <source>{value} write-in cards of the kind {kind}: give a whole number from 1 to {most}</source>
            <translation>{value} cartes vierges du type {kind} : indiquez un nombre entier de 1 à {most}</translation>
        </message>
        <message>
            <source>'{text}' is not KIND={what}: write it as aspect={what}</source>
            <translation>« {text} » n’est pas TYPE={what} : écrivez-le comme aspect={what}</translation>
        </message>
        <message>
            <source>'{text}' names more than one kind: give one KIND={what} each</source>
            <translation>« {text} » nomme plusieurs types : donnez un TYPE={what} pour chacun</translation>
        </message>
        <message>
            <source>the kind {kind} is given twice ({first} and {second}): give each kind once</source>
            <translation>le type {kind} est donné deux fois ({first} et {second}) : donnez chaque type une seule fois</translation>
        </message>
        <message>
            <source>{value} copies of the cards of the kind {kind}: give a whole number from 0 to {most}</source>
            <translation>{value} exemplaires des cartes du type {kind} : indiquez un nombre entier de 0 à {most}</translation>
        </message>
        <message>
            <source>separate fronts and backs need double-sided backs: choose long or short for the backs, the way you will turn the sheets over</source>
            <translation>séparer rectos et versos demande des versos recto verso : choisissez long ou short pour les versos, selon la façon dont vous retournerez les feuilles</translation>
        </message>
        <message>
            <source>the calibration sheet checks double-sided printing: choose long or short for the backs</source>
            <translation>la feuille de calibrage vérifie l’impression recto verso : choisissez long ou short pour les versos</translation>
        </message>
        <message>
            <source>cannot read the back picture {path}: {reason}</source>
            <translation>impossible de lire l’image de verso {path} : {reason}</translation>
        </message>
        <message>
            <source>{path} is not a PNG or JPEG picture that can be printed ({reason})</source>
            <translation>{path} n’est pas une image PNG ou JPEG imprimable ({reason})</translation>
        </message>
        <message>
            <source>a card of {width}×{height} mm is not printable: each side must be {low}–{high} mm</source>
            <translation>une carte de {width}×{height} mm n’est pas imprimable : chaque côté doit mesurer de {low} à {high} mm</translation>
        </message>
        <message>
            <source>a page of {width}×{height} mm is not printable: each side must be {low}–{high} mm</source>
            <translation>une page de {width}×{height} mm n’est pas imprimable : chaque côté doit mesurer de {low} à {high} mm</translation>
        </message>
        <message>
            <source>unknown card size '{text}': use one of {valid}, or WIDTHxHEIGHT in mm such as 60x90</source>
            <translation>taille de carte inconnue « {text} » : utilisez l’une de {valid}, ou LARGEURxHAUTEUR en mm, par exemple 60x90</translation>
        </message>
        <message>
            <source>unknown page size '{text}': use one of {valid}, or WIDTHxHEIGHT in mm such as 60x90</source>
            <translation>taille de page inconnue « {text} » : utilisez l’une de {valid}, ou LARGEURxHAUTEUR en mm, par exemple 60x90</translation>
        </message>
        <message>
            <source>a card of {width}×{height} mm is too small for the card design: cards must be at least {smallest} (mini cards are 44×68 mm)</source>
            <translation>une carte de {width}×{height} mm est trop petite pour le modèle : les cartes doivent mesurer au moins {smallest} (les cartes mini font 44×68 mm)</translation>
        </message>
        <message>
            <source>no card labels in the language '{language}': use one of {codes}</source>
            <translation>pas d’intitulés de cartes dans la langue « {language} » : utilisez l’un de {codes}</translation>
        </message>
        <message>
            <source>crop marks</source>
            <translation>traits de coupe</translation>
        </message>
        <message>
            <source>backs</source>
            <translation>versos</translation>
        </message>
        <message>
            <source>'{text}' is not a back offset: write X,Y in millimetres, such as 0.5,-1</source>
            <translation>« {text} » n’est pas un décalage des versos : écrivez X,Y en millimètres, par exemple 0.5,-1</translation>
        </message>
        <message>
            <source>unknown {what} '{text}': use one of {valid}</source>
            <translation>{what} : valeur inconnue « {text} » : utilisez l’une de {valid}</translation>
        </message>
        <message>
            <source>a back offset of {x},{y} mm is more than any printer is off: each value must be between −{most} and {most} mm</source>
            <translation>un décalage des versos de {x},{y} mm dépasse l’erreur de toute imprimante : chaque valeur doit être comprise entre −{most} et {most} mm</translation>
        </message>
        <message>
            <source>a bleed of {length} mm is not possible: use 0 to {most} mm</source>
            <translation>un fond perdu de {length} mm n’est pas possible : utilisez de 0 à {most} mm</translation>
        </message>
        <message>
            <source>a gap of {length} mm is not possible: use 0 to {most} mm</source>
            <translation>un espacement de {length} mm n’est pas possible : utilisez de 0 à {most} mm</translation>
        </message>
        <message>
            <source>a page margin of {length} mm is not possible: use 0 to {most} mm</source>
            <translation>une marge de page de {length} mm n’est pas possible : utilisez de 0 à {most} mm</translation>
        </message>
        <message>
            <source>a back scale of {x} %, {y} % is more than any printer stretches a page: each value must be between {least} and {most} %</source>
            <translation>une échelle des versos de {x} %, {y} % dépasse ce qu’une imprimante étire une page : chaque valeur doit être entre {least} et {most} %</translation>
        </message>
        <message>
            <source>a {card} card with its bleed and crop marks does not fit inside the {margin} mm printer margin of a {page} page: choose a larger page, a smaller card, a smaller margin if your printer prints closer to the edge, or no crop marks</source>
            <translation>une carte {card} avec son fond perdu et ses traits de coupe ne tient pas dans la marge d’impression de {margin} mm d’une page {page} : choisissez une page plus grande, une carte plus petite, une marge plus petite si votre imprimante imprime plus près du bord, ou aucun trait de coupe</translation>
        </message>
        <message>
            <source>a {card} card with {bleed} mm bleed does not fit on half of a {page} page: choose a larger page, a smaller card or less bleed</source>
            <translation>une carte {card} avec {bleed} mm de fond perdu ne tient pas sur une demi-page {page} : choisissez une page plus grande, une carte plus petite ou moins de fond perdu</translation>
        </message>
        <message>
            <source>a {card} card with {bleed} mm bleed does not fit on a {page} page: choose a larger page, a smaller card or less bleed</source>
            <translation>une carte {card} avec {bleed} mm de fond perdu ne tient pas sur une page {page} : choisissez une page plus grande, une carte plus petite ou moins de fond perdu</translation>
        </message>
        <message>
            <source>a back offset of {x},{y} mm pushes the backs off the {page} sheet for this layout: the backs can move at most {most} mm here</source>
            <translation>un décalage des versos de {x},{y} mm pousse les versos hors de la feuille {page} avec cette disposition : ils peuvent bouger d’au plus {most} mm ici</translation>
        </message>
        <message>
            <source>PNG files have no back offset: the card maker lines each back up with its front; leave the back offset at 0,0</source>
            <translation>les fichiers PNG n’ont pas de décalage des versos : l’imprimeur aligne chaque verso sur son recto ; laissez le décalage des versos à 0,0</translation>
        </message>
        <message>
            <source>PNG files have no back scale: the card maker prints each back at its size; leave the back scale at 100 %</source>
            <translation>les fichiers PNG n’ont pas d’échelle des versos : le fabricant de cartes imprime chaque verso à sa taille ; laissez l’échelle des versos à 100 %</translation>
        </message>
        <message>
            <source>PNG files are one file a card side already: leave out fronts and backs in separate files</source>
            <translation>les fichiers PNG sont déjà un fichier par face de carte : renoncez aux rectos et versos dans des fichiers séparés</translation>
        </message>
        <message>
            <source>gutterfold folds a printed sheet; card makers print each back from a file of its own: choose double-sided backs (long or short edge) for back files</source>
            <translation>le pli en gouttière plie une feuille imprimée ; les imprimeurs de cartes impriment chaque verso depuis son propre fichier : choisissez des versos recto verso (bord long ou court) pour des fichiers de versos</translation>
        </message>
        <message>
            <source>'{text}' is not a back scale: write X,Y in per cent, such as 100.2,99.9</source>
            <translation>« {text} » n’est pas une échelle des versos : écrivez X,Y en pour cent, par exemple 100.2,99.9</translation>
        </message>
        <message>
            <source>card makers print cards in their own sizes: choose a card size of {sizes}</source>
            <translation>les imprimeurs de cartes impriment à leurs propres tailles : choisissez une taille de carte parmi {sizes}</translation>
        </message>
        <message>
            <source>a print-on-demand PDF has no back offset: the service lines each back up with its front; leave the back offset at 0,0</source>
            <translation>un PDF pour l’impression à la demande n’a pas de décalage des versos : l’imprimeur aligne chaque verso sur son recto ; laissez le décalage des versos à 0,0</translation>
        </message>
        <message>
            <source>a print-on-demand PDF is one card a page: leave out gutterfold and the calibration sheet, which are for sheets printed at home</source>
            <translation>un PDF pour l’impression à la demande a une carte par page : laissez de côté le pli en gouttière et la feuille de calibrage, faits pour les feuilles imprimées chez soi</translation>
        </message>
        <message>
            <source>a CMYK export needs the colour profile {profile}, which Ghostscript installs (on Debian and Ubuntu: apt-get install libgs-common)</source>
            <translation>un export en CMJN a besoin du profil de couleurs {profile}, qu’installe Ghostscript (sous Debian et Ubuntu : apt-get install libgs-common)</translation>
        </message>
    </context>
    <context>
        <name>PrintOptionsPanel</name>
        <message>
            <source>The language of the printed headings, kinds of card and rules reminders; your own text prints as you wrote it.</source>
            <translation>La langue des titres imprimés, des types de cartes et des rappels de règles ; votre propre texte s’imprime tel que vous l’avez écrit.</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatique</translation>
        </message>
        <message>
            <source>Space between cards, so each carries its own bleed. Automatic gives every card its own bleed on all four sides (as much of the bleed as fits, at least 0.75 mm) and a crop mark on every cut line; 0 puts cards edge to edge for guillotine cutting, sharing cut lines, so a back printed a little off shows its neighbour's colour.</source>
            <translation>Espace entre les cartes, pour que chacune ait son propre fond perdu. Automatique donne à chaque carte son propre fond perdu sur ses quatre côtés (autant qu’il en tient, au moins 0,75 mm) et un repère à chaque trait de coupe ; 0 met les cartes bord à bord pour la coupe au massicot, traits de coupe partagés, si bien qu’un verso un peu décalé montre la couleur de sa voisine.</translation>
        </message>
        <message>
            <source>The border your printer cannot print: crop marks stay out of it, and the preflight says when the bleed runs into it.</source>
            <translation>La bordure que votre imprimante ne peut pas imprimer : les traits de coupe restent en dehors, et la vérification avant impression signale quand le fond perdu y empiète.</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Aucun</translation>
        </message>
        <message>
            <source>In the margin</source>
            <translation>Dans la marge</translation>
        </message>
        <message>
            <source>To the page edge</source>
            <translation>Jusqu’au bord de la page</translation>
        </message>
        <message>
            <source>No backs</source>
            <translation>Sans verso</translation>
        </message>
        <message>
            <source>Double-sided, flip on the long edge</source>
            <translation>Recto verso, retourner sur le bord long</translation>
        </message>
        <message>
            <source>Double-sided, flip on the short edge</source>
            <translation>Recto verso, retourner sur le bord court</translation>
        </message>
        <message>
            <source>Gutterfold: fronts and backs, fold in half</source>
            <translation>À plier : recto et verso sur la même planche, plier en deux</translation>
        </message>
        <message>
            <source>Moves every back (right and up, seen from the front) for a printer that puts them off; the calibration sheet shows by how much.</source>
            <translation>Décale tous les versos (à droite et vers le haut, vus du recto) pour une imprimante qui les décale ; la feuille de calibrage montre de combien.</translation>
        </message>
        <message>
            <source>Prints every back a little larger or smaller (across and up), for a printer that stretches the back of the sheet; the calibration sheet's corners show by how much.</source>
            <translation>Imprime chaque verso un peu plus grand ou plus petit (horizontalement et verticalement), pour une imprimante qui étire le verso de la feuille ; les coins de la feuille de calibrage montrent de combien.</translation>
        </message>
        <message>
            <source>Calibrate…</source>
            <translation>Calibrer…</translation>
        </message>
        <message>
            <source>Print the calibration sheet, type what it reads and save the back offset and scale it gives into a printer profile</source>
            <translation>Imprimer la feuille de calibrage, taper ce qu’elle indique et enregistrer le décalage et l’échelle des versos obtenus dans un profil d’imprimante</translation>
        </message>
        <message>
            <source>Choose picture…</source>
            <translation>Choisir une image…</translation>
        </message>
        <message>
            <source>Design</source>
            <translation>Motif</translation>
        </message>
        <message>
            <source>Print the card design on these backs again</source>
            <translation>Imprimer à nouveau le motif de la carte sur ces versos</translation>
        </message>
        <message>
            <source> × each card</source>
            <translation> × chaque carte</translation>
        </message>
        <message>
            <source>How many of each card of this kind to print (0 leaves it out)</source>
            <translation>Combien d’exemplaires de chaque carte de ce type imprimer (0 l’omet)</translation>
        </message>
        <message>
            <source>+ </source>
            <translation>+ </translation>
        </message>
        <message>
            <source> blank</source>
            <translation> vierges</translation>
        </message>
        <message>
            <source>Write-in cards of this kind to fill in during play (aspects, relationships …)</source>
            <translation>Cartes vierges de ce type à remplir en jeu (aspects, relations…)</translation>
        </message>
        <message>
            <source>Choose a card…</source>
            <translation>Choisissez une carte…</translation>
        </message>
        <message>
            <source>Print more (or no) copies of one card</source>
            <translation>Imprimer plus d’exemplaires (ou aucun) d’une carte</translation>
        </message>
        <message>
            <source> ×</source>
            <translation> ×</translation>
        </message>
        <message>
            <source>Fronts and backs in separate files</source>
            <translation>Recto et verso dans des fichiers séparés</translation>
        </message>
        <message>
            <source>For printers without double-sided printing: print the fronts, turn the stack over as chosen above, then print the backs.</source>
            <translation>Pour les imprimantes sans recto verso : imprimez les rectos, retournez la pile comme choisi plus haut, puis imprimez les versos.</translation>
        </message>
        <message>
            <source>Start with a back alignment sheet</source>
            <translation>Commencer par une feuille de calibrage des versos</translation>
        </message>
        <message>
            <source>Greyscale, to save ink</source>
            <translation>En niveaux de gris, pour économiser l’encre</translation>
        </message>
        <message>
            <source>Four-colour playing cards</source>
            <translation>Cartes à jouer en quatre couleurs</translation>
        </message>
        <message>
            <source>Diamonds blue and clubs green, so no two suits share a colour</source>
            <translation>Carreaux bleus et trèfles verts, pour que deux enseignes n’aient jamais la même couleur</translation>
        </message>
        <message>
            <source>Turn cards when more fit on a sheet</source>
            <translation>Tourner les cartes quand il en tient plus sur une planche</translation>
        </message>
        <message>
            <source>Refuse to export while the preflight finds problems</source>
            <translation>Refuser l’export tant que la vérification trouve des problèmes</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cartes</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>Exemplaires</translation>
        </message>
        <message>
            <source>One card</source>
            <translation>Une carte</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>Personnages</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Papier</translation>
        </message>
        <message>
            <source>Card size</source>
            <translation>Format de carte</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Page</translation>
        </message>
        <message>
            <source>Bleed</source>
            <translation>Fond perdu</translation>
        </message>
        <message>
            <source>Gap</source>
            <translation>Espacement</translation>
        </message>
        <message>
            <source>Printer margin</source>
            <translation>Marge de l’imprimante</translation>
        </message>
        <message>
            <source>Crop marks</source>
            <translation>Traits de coupe</translation>
        </message>
        <message>
            <source>Backs</source>
            <translation>Versos</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Imprimante</translation>
        </message>
        <message>
            <source>Back scale</source>
            <translation>Échelle des versos</translation>
        </message>
        <message>
            <source>X</source>
            <translation>X</translation>
        </message>
        <message>
            <source>Y</source>
            <translation>Y</translation>
        </message>
        <message>
            <source>My printer</source>
            <translation>Mon imprimante</translation>
        </message>
        <message>
            <source>Back offset</source>
            <translation>Décalage des versos</translation>
        </message>
        <message>
            <source>Picture</source>
            <translation>Image</translation>
        </message>
        <message>
            <source>Back picture</source>
            <translation>Image du verso</translation>
        </message>
        <message>
            <source>Pictures (*.png *.jpg *.jpeg)</source>
            <translation>Images (*.png *.jpg *.jpeg)</translation>
        </message>
        <message>
            <source>{kind}: {file}</source>
            <translation>{kind} : {file}</translation>
        </message>
    </context>
    <context>
        <name>PrintPage</name>
        <message>
            <source>Export PDF…</source>
            <translation>Exporter en PDF…</translation>
        </message>
        <message>
            <source>PNG files for card makers…</source>
            <translation>PNG pour imprimeurs de cartes…</translation>
        </message>
        <message>
            <source>Nothing to print: tick some cards and characters.</source>
            <translation>Rien à imprimer : cochez des cartes et des personnages.</translation>
        </message>
        <message>
            <source>{kind}: {card}</source>
            <translation>{kind} : {card}</translation>
        </message>
        <message>
            <source>Print only the cards whose face or back differs from their last print (a card never printed counts), with a last page listing them by owner. Every export notes what it printed.</source>
            <translation>N’imprimer que les cartes dont le recto ou le verso diffère de leur dernière impression (une carte jamais imprimée compte), avec une dernière page qui les énumère par propriétaire. Chaque export note ce qu’il a imprimé.</translation>
        </message>
        <message>
            <source>One PNG file a card side at 300 dpi with a 1/8 inch bleed, in the size print-on-demand card makers take (poker, tarot or mini), in a new folder: the fronts, and each card's back after its front when Backs are double-sided (No backs writes fronts only).</source>
            <translation>Un fichier PNG par face de carte à 300 dpi avec un fond perdu de 1/8 de pouce, au format des imprimeurs de cartes à la demande (poker, tarot ou mini), dans un nouveau dossier : les rectos, et le verso de chaque carte après son recto quand les versos sont en recto verso (Sans verso n’écrit que les rectos).</translation>
        </message>
        <message>
            <source>PDF for print on demand…</source>
            <translation>PDF pour l’impression à la demande…</translation>
        </message>
        <message>
            <source>One card a page with a 1/8 inch bleed, in the size print-on-demand services take (poker, tarot or mini), every colour and picture in CMYK with at most 240 % ink, fonts embedded.</source>
            <translation>Une carte par page avec un fond perdu de 1/8 de pouce, à la taille des services d’impression à la demande (poker, tarot ou mini), toutes les couleurs et images en CMJN avec au plus 240 % d’encre, polices incorporées.</translation>
        </message>
        <message>
            <source>Pages: {pages} · Cards: {cards}</source>
            <translation>Pages : {pages} · Cartes : {cards}</translation>
        </message>
        <message>
            <source>Preview of the first {shown} of {cards} cards: {pages}; the export checks and prints them all.</source>
            <translation>Aperçu des {shown} premières cartes sur {cards} : {pages} ; l’export les vérifie et les imprime toutes.</translation>
        </message>
        <message>
            <source>Preflight: every card prints as designed.</source>
            <translation>Vérification : chaque carte s’imprime comme prévu.</translation>
        </message>
        <message>
            <source>Preflight: nothing is lost; some cards go on over more cards.</source>
            <translation>Vérification : rien n’est perdu ; certaines cartes continuent sur d’autres cartes.</translation>
        </message>
        <message>
            <source>Preflight: look at these before printing.</source>
            <translation>Vérification : à regarder avant d’imprimer.</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Planche</translation>
        </message>
        <message>
            <source>Card {number} “{title}”</source>
            <translation>Carte {number} « {title} »</translation>
        </message>
        <message>
            <source>{where}: {problem}</source>
            <translation>{where} : {problem}</translation>
        </message>
        <message>
            <source>{campaign} cards for print on demand.pdf</source>
            <translation>{campaign} cartes pour l’impression à la demande.pdf</translation>
        </message>
        <message>
            <source>{campaign} cards.pdf</source>
            <translation>{campaign} cartes.pdf</translation>
        </message>
        <message>
            <source>Export Card Sheets</source>
            <translation>Exporter les planches de cartes</translation>
        </message>
        <message>
            <source>PDF for Print on Demand</source>
            <translation>PDF pour l’impression à la demande</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Fichiers PDF (*.pdf)</translation>
        </message>
        <message>
            <source>{campaign} cards PNG</source>
            <translation>{campaign} cartes PNG</translation>
        </message>
        <message>
            <source>PNG Files for Card Makers: a New Folder</source>
            <translation>Fichiers PNG pour imprimeurs de cartes : un nouveau dossier</translation>
        </message>
        <message>
            <source>New folder:</source>
            <translation>Nouveau dossier :</translation>
        </message>
        <message>
            <source>Nothing was written: {problem}</source>
            <translation>Rien n’a été écrit : {problem}</translation>
        </message>
        <message>
            <source>Writing {file}…</source>
            <translation>Écriture de {file}…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exporter</translation>
        </message>
        <message>
            <source>Writing {path}…</source>
            <translation>Écriture de {path}…</translation>
        </message>
        <message>
            <source>{fronts} and {backs}</source>
            <translation>{fronts} et {backs}</translation>
        </message>
        <message numerus="yes">
            <source>Wrote the fronts and backs of %n card(s) to {path}, a PNG file for each side.</source>
            <translation>
                <numerusform>Écrit dans {path} : le recto et le verso de %n carte, un fichier PNG par face.</numerusform>
                <numerusform>Écrit dans {path} : les rectos et les versos de %n cartes, un fichier PNG par face.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote the fronts of %n card(s) to {path} as PNG files; no backs were written: choose double-sided backs under Backs to write them too.</source>
            <translation>
                <numerusform>Écrit dans {path} : le recto de %n carte en fichier PNG ; aucun verso n’a été écrit : choisissez un recto verso sous Versos pour les écrire aussi.</numerusform>
                <numerusform>Écrit dans {path} : les rectos de %n cartes en fichiers PNG ; aucun verso n’a été écrit : choisissez un recto verso sous Versos pour les écrire aussi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n card(s) to {path}, one side a page, each back after its front.</source>
            <translation>
                <numerusform>Écrit dans {path} : %n carte, une face par page, chaque verso après son recto.</numerusform>
                <numerusform>Écrit dans {path} : %n cartes, une face par page, chaque verso après son recto.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote the fronts of %n card(s) to {path}, one a page; no backs were written: choose double-sided backs under Backs to write them too.</source>
            <translation>
                <numerusform>Écrit dans {path} : le recto de %n carte, un par page ; aucun verso n’a été écrit : choisissez un recto verso sous Versos pour les écrire aussi.</numerusform>
                <numerusform>Écrit dans {path} : les rectos de %n cartes, un par page ; aucun verso n’a été écrit : choisissez un recto verso sous Versos pour les écrire aussi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carte</numerusform>
                <numerusform>%n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>Wrote {pages} with {cards} to {path}</source>
            <translation>Écrit dans {path} : {pages}, {cards}</translation>
        </message>
        <message numerus="yes">
            <source>%n page(s)</source>
            <translation>
                <numerusform>%n page</numerusform>
                <numerusform>%n pages</numerusform>
            </translation>
        </message>
        <message>
            <source>Only the cards that changed</source>
            <translation>Seulement les cartes modifiées</translation>
        </message>
        <message numerus="yes">
            <source>Only the cards that changed (%n)</source>
            <translation>
                <numerusform>Seulement les cartes modifiées (%n)</numerusform>
                <numerusform>Seulement les cartes modifiées (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>The cards were written, but the campaign could not note them, so they count as changed at the next print: {problem}</source>
            <translation>Les cartes ont été écrites, mais la campagne n’a pas pu les noter ; elles compteront donc comme modifiées à la prochaine impression : {problem}</translation>
        </message>
        <message>
            <source>Export cancelled: nothing was written.</source>
            <translation>Export annulé : rien n’a été écrit.</translation>
        </message>
    </context>
    <context>
        <name>PrintPreflight</name>
        <message>
            <source>the bleed runs {into} mm into the {margin} mm printer margin on {page} paper, where a printer may leave it white: choose the automatic gap, which keeps it inside, or less bleed</source>
            <translation>le fond perdu déborde de {into} mm dans la marge d’impression de {margin} mm sur du papier {page}, où l’imprimante peut le laisser blanc : choisissez l’espacement automatique, qui le garde à l’intérieur, ou moins de fond perdu</translation>
        </message>
        <message numerus="yes">
            <source>%n cut line(s) have no crop mark: there is no room for one between the bleed and the {margin} mm printer margin; choose the automatic gap, which leaves room for a mark on every cut line</source>
            <translation>
                <numerusform>%n trait de coupe n’a pas de repère : il n’y a pas la place entre le fond perdu et la marge d’impression de {margin} mm ; choisissez l’espacement automatique, qui laisse la place d’un repère sur chaque trait de coupe</numerusform>
                <numerusform>%n traits de coupe n’ont pas de repère : il n’y a pas la place entre le fond perdu et la marge d’impression de {margin} mm ; choisissez l’espacement automatique, qui laisse la place d’un repère sur chaque trait de coupe</numerusform>
            </translation>
        </message>
        <message>
            <source>a back offset only moves double-sided backs: it does nothing for gutterfold</source>
            <translation>un décalage des versos ne s’applique qu’au recto verso : il n’a aucun effet en gutterfold</translation>
        </message>
        <message>
            <source>a back offset only moves double-sided backs: it does nothing without backs</source>
            <translation>un décalage des versos ne s’applique qu’au recto verso : il n’a aucun effet sans versos</translation>
        </message>
        <message>
            <source>back pictures print only with backs: choose double-sided or gutterfold backs</source>
            <translation>les images de verso ne s’impriment qu’avec des versos : choisissez le recto verso ou gutterfold</translation>
        </message>
        <message>
            <source>{width}×{height} pixels is too large</source>
            <translation>{width}×{height} pixels, c’est trop grand</translation>
        </message>
        <message>
            <source>damaged image: {reason}</source>
            <translation>image endommagée : {reason}</translation>
        </message>
        <message>
            <source>title</source>
            <translation>titre</translation>
        </message>
        <message>
            <source>subtitle</source>
            <translation>sous-titre</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texte</translation>
        </message>
        <message>
            <source>list</source>
            <translation>liste</translation>
        </message>
        <message>
            <source>lines</source>
            <translation>lignes</translation>
        </message>
        <message>
            <source>track</source>
            <translation>piste</translation>
        </message>
        <message>
            <source>values</source>
            <translation>valeurs</translation>
        </message>
        <message>
            <source>tick boxes</source>
            <translation>cases à cocher</translation>
        </message>
        <message>
            <source>portrait</source>
            <translation>portrait</translation>
        </message>
        <message>
            <source>back</source>
            <translation>verso</translation>
        </message>
        <message>
            <source>back picture</source>
            <translation>image du verso</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>type</translation>
        </message>
        <message>
            <source>footer</source>
            <translation>pied de carte</translation>
        </message>
        <message>
            <source>label</source>
            <translation>intitulé</translation>
        </message>
        <message>
            <source>index</source>
            <translation>index</translation>
        </message>
        <message>
            <source>court</source>
            <translation>figure</translation>
        </message>
        <message>
            <source>word</source>
            <translation>mot</translation>
        </message>
        <message>
            <source>card {number} “{title}”</source>
            <translation>carte {number} « {title} »</translation>
        </message>
        <message>
            <source>{card}: the {field} is {length} mm too long to fit even at 6 pt; shorten it</source>
            <translation>{card} : le champ « {field} » dépasse de {length} mm même en corps 6 ; raccourcissez-le</translation>
        </message>
        <message>
            <source>{card}: the {field} prints at {dpi} dpi (below {preferred}); it may look blurred</source>
            <translation>{card} : le champ « {field} » s’imprime à {dpi} dpi (moins de {preferred}) ; il risque d’être flou</translation>
        </message>
        <message>
            <source>{card}: the {field} cannot be read ({reason})</source>
            <translation>{card} : le champ « {field} » est illisible ({reason})</translation>
        </message>
        <message>
            <source>{card}: the {field} has characters the card font cannot print: {characters}</source>
            <translation>{card} : le champ « {field} » contient des caractères que la police des cartes ne peut pas imprimer : {characters}</translation>
        </message>
        <message numerus="yes">
            <source>{card}: card full: {field} and %n more field(s) continue on {onto}</source>
            <translation>
                <numerusform>{card} : carte pleine : « {field} » et %n autre champ continuent sur {onto}</numerusform>
                <numerusform>{card} : carte pleine : « {field} » et %n autres champs continuent sur {onto}</numerusform>
            </translation>
        </message>
        <message>
            <source>{card}: card full: {field} continues on {onto}</source>
            <translation>{card} : carte pleine : « {field} » continue sur {onto}</translation>
        </message>
        <message>
            <source>a second card</source>
            <translation>une deuxième carte</translation>
        </message>
        <message numerus="yes">
            <source>%n more card(s)</source>
            <translation>
                <numerusform>%n carte de plus</numerusform>
                <numerusform>%n cartes de plus</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintProfiles</name>
        <message>
            <source>a printer profile turns the sheets over the long or short edge</source>
            <translation>un profil d’imprimante retourne les feuilles sur le bord long ou court</translation>
        </message>
        <message>
            <source>a printer profile needs a name</source>
            <translation>un profil d’imprimante a besoin d’un nom</translation>
        </message>
        <message>
            <source>a printer profile's name takes at most {most} characters</source>
            <translation>le nom d’un profil d’imprimante compte au plus {most} caractères</translation>
        </message>
        <message>
            <source>a printer profile's name is one line, without tabs or controls</source>
            <translation>le nom d’un profil d’imprimante tient sur une ligne, sans tabulation ni caractère de contrôle</translation>
        </message>
        <message>
            <source>there is no printer profile named “{name}”; there are: {names}</source>
            <translation>il n’y a pas de profil d’imprimante nommé « {name} » ; il y a : {names}</translation>
        </message>
        <message>
            <source>there is no printer profile named “{name}”, nor any other yet: make one with deskapp calibrate --profile NAME, or on the Print page</source>
            <translation>il n’y a pas de profil d’imprimante nommé « {name} », ni aucun autre pour l’instant : créez-en un avec deskapp calibrate --profile NOM, ou sur la page Impression</translation>
        </message>
        <message>
            <source>it is not JSON</source>
            <translation>ce n’est pas du JSON</translation>
        </message>
        <message>
            <source>it has no list of profiles</source>
            <translation>il n’a pas de liste de profils</translation>
        </message>
        <message numerus="yes">
            <source>%n printer profile(s) in {path} could not be read and are left out; the file is kept as it is until a profile is saved, and then put aside beside it</source>
            <translation>
                <numerusform>%n profil d’imprimante de {path} est illisible et laissé de côté ; le fichier reste tel quel jusqu’à l’enregistrement d’un profil, puis il est mis de côté à côté</numerusform>
                <numerusform>%n profils d’imprimante de {path} sont illisibles et laissés de côté ; le fichier reste tel quel jusqu’à l’enregistrement d’un profil, puis il est mis de côté à côté</numerusform>
            </translation>
        </message>
        <message>
            <source>{path} was written by a newer Card Desk: its profiles are read as far as they can be, and it is put aside beside it before a profile is saved</source>
            <translation>{path} a été écrit par une version plus récente de Card Desk : ses profils sont lus autant que possible, et il est mis de côté à côté avant l’enregistrement d’un profil</translation>
        </message>
        <message>
            <source>the printer profiles in {path} cannot be read ({reason}); the file is kept as it is until a profile is saved, and then put aside beside it</source>
            <translation>les profils d’imprimante de {path} sont illisibles ({reason}) ; le fichier reste tel quel jusqu’à l’enregistrement d’un profil, puis il est mis de côté à côté</translation>
        </message>
        <message>
            <source>there is a printer profile named “{name}” already</source>
            <translation>il y a déjà un profil d’imprimante nommé « {name} »</translation>
        </message>
        <message>
            <source>'{text}' is not a reading: write WHERE=X,Y, with WHERE one of {points} and X,Y the numbers on the scales where the cross falls, such as centre=1.5,-0.5</source>
            <translation>« {text} » n’est pas une lecture : écrivez OÙ=X,Y, OÙ étant l’un de {points} et X,Y les nombres des règles où tombe la croix, par exemple centre=1.5,-0.5</translation>
        </message>
        <message>
            <source>a reading of {x},{y} is off the scales, which run from −{most} to {most}: move the backs by hand first, with --back-offset, and print the sheet again</source>
            <translation>une lecture de {x},{y} sort des règles, qui vont de −{most} à {most} : décalez d’abord les versos à la main, avec --back-offset, puis réimprimez la feuille</translation>
        </message>
        <message>
            <source>read the centre first: it gives the offset; the corners add scale</source>
            <translation>lisez d’abord le centre : il donne le décalage ; les coins ajoutent l’échelle</translation>
        </message>
        <message>
            <source>turned over the long edge</source>
            <translation>retournée sur le bord long</translation>
        </message>
        <message>
            <source>turned over the short edge</source>
            <translation>retournée sur le bord court</translation>
        </message>
        <message>
            <source>backs moved X = {x} mm, Y = {y} mm, scaled X = {across} %, Y = {up} %, {edge}</source>
            <translation>versos décalés de X = {x} mm, Y = {y} mm, à l’échelle X = {across} %, Y = {up} %, {edge}</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>there are no cards to print: choose some cards first</source>
            <translation>il n’y a aucune carte à imprimer : choisissez d’abord des cartes</translation>
        </message>
        <message>
            <source>cannot write {path}: {reason}</source>
            <translation>impossible d’écrire {path} : {reason}</translation>
        </message>
        <message>
            <source>cannot write in {folder}: {reason}</source>
            <translation>impossible d’écrire dans {folder} : {reason}</translation>
        </message>
        <message>
            <source>{folder} already exists and is not an empty folder: name a new folder for the PNG files, one a job</source>
            <translation>{folder} existe déjà et n’est pas un dossier vide : nommez un nouveau dossier pour les fichiers PNG, un par tâche</translation>
        </message>
        <message>
            <source>the folder {folder} does not exist</source>
            <translation>le dossier {folder} n’existe pas</translation>
        </message>
        <message>
            <source>no card changed since it was last printed: every card is as it was printed</source>
            <translation>aucune carte n’a changé depuis sa dernière impression : chacune est telle qu’elle a été imprimée</translation>
        </message>
    </context>
    <context>
        <name>PrivateReveal</name>
        <message>
            <source>Hide (Esc)</source>
            <translation>Masquer (Échap)</translation>
        </message>
        <message>
            <source>Show to {name}?</source>
            <translation>Montrer à {name} ?</translation>
        </message>
        <message>
            <source>Sent to {name}'s phone</source>
            <translation>Envoyé au téléphone de {name}</translation>
        </message>
    </context>
    <context>
        <name>ProfileChooser</name>
        <message>
            <source>New…</source>
            <translation>Nouveau…</translation>
        </message>
        <message>
            <source>Keep the back values below as a printer profile</source>
            <translation>Garder les valeurs des versos ci-dessous comme profil d’imprimante</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renommer…</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Supprimer…</translation>
        </message>
        <message>
            <source>No profile: the values below</source>
            <translation>Aucun profil : les valeurs ci-dessous</translation>
        </message>
        <message>
            <source>Printer Profile</source>
            <translation>Profil d’imprimante</translation>
        </message>
        <message>
            <source>The damaged profiles file was kept as {path}.</source>
            <translation>Le fichier de profils endommagé a été conservé sous {path}.</translation>
        </message>
        <message>
            <source>New Printer Profile</source>
            <translation>Nouveau profil d’imprimante</translation>
        </message>
        <message>
            <source>There is a printer profile named “{name}” already.</source>
            <translation>Il y a déjà un profil d’imprimante nommé « {name} ».</translation>
        </message>
        <message>
            <source>Rename Printer Profile</source>
            <translation>Renommer le profil d’imprimante</translation>
        </message>
        <message>
            <source>Delete Printer Profile</source>
            <translation>Supprimer le profil d’imprimante</translation>
        </message>
        <message>
            <source>Delete the printer profile “{name}”? Its back offset and scale stay on the page until you change them.</source>
            <translation>Supprimer le profil d’imprimante « {name} » ? Son décalage et son échelle des versos restent sur la page jusqu’à ce que vous les changiez.</translation>
        </message>
        <message>
            <source>Name (printer, tray, paper):</source>
            <translation>Nom (imprimante, bac, papier) :</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <translation>Dossier</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Fichier</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Lecteur</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>Fichier %1</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Voir dans :</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Fichiers de &amp;type :</translation>
        </message>
    </context>
    <context>
        <name>RatingPicker</name>
        <message>
            <source>Other (type the number)</source>
            <translation>Autre (saisissez le nombre)</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{field} must be an object, not {data}</source>
            <translation>{field} doit être un objet, pas {data}</translation>
        </message>
        <message>
            <source>the value</source>
            <translation>la valeur</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>unknown field '{where}{key}' (known: {known})</source>
            <translation>champ inconnu « {where}{key} » (connus : {known})</translation>
        </message>
        <message>
            <source>field '{field}' is missing</source>
            <translation>le champ « {field} » manque</translation>
        </message>
        <message>
            <source>{field}: {error}</source>
            <translation>{field} : {error}</translation>
        </message>
        <message>
            <source>field '{field}' holds {count} characters: it holds at most {most}</source>
            <translation>le champ « {field} » contient {count} caractères : il en contient au plus {most}</translation>
        </message>
        <message>
            <source>field '{field}' must be a number from −{limit} to {limit}, not {shown}</source>
            <translation>le champ « {field} » doit être un nombre de −{limit} à {limit}, pas {shown}</translation>
        </message>
        <message>
            <source>field '{field}' holds {count} items: a sheet's list holds at most {most}</source>
            <translation>le champ « {field} » contient {count} éléments : une liste de fiche en contient au plus {most}</translation>
        </message>
        <message>
            <source>the sheet holds more than {most} characters of text in all</source>
            <translation>la fiche contient plus de {most} caractères de texte en tout</translation>
        </message>
        <message numerus="yes">
            <source>a %n-digit number</source>
            <translation>
                <numerusform>un nombre de %n chiffre</numerusform>
                <numerusform>un nombre de %n chiffres</numerusform>
            </translation>
        </message>
        <message>
            <source>{where}: {name} is not a number Card Desk keeps</source>
            <translation>{where} : {name} n’est pas un nombre que Card Desk conserve</translation>
        </message>
        <message>
            <source>{where}: not valid JSON: {problem} at line {line}, column {column}</source>
            <translation>{where} : JSON non valide : {problem} à la ligne {line}, colonne {column}</translation>
        </message>
        <message>
            <source>{where}: the key '{key}' is given twice in one object</source>
            <translation>{where} : la clé « {key} » figure deux fois dans un même objet</translation>
        </message>
        <message>
            <source>{where}: nested more than {depth} levels deep</source>
            <translation>{where} : imbriqué sur plus de {depth} niveaux</translation>
        </message>
        <message>
            <source>{where}: holds a number with more than {digits} digits</source>
            <translation>{where} : contient un nombre de plus de {digits} chiffres</translation>
        </message>
        <message>
            <source>{where}: field '{field}' holds U+{code}, half of a surrogate pair alone, which is not text</source>
            <translation>{where} : le champ « {field} » contient U+{code}, une moitié isolée de paire de substitution, qui n’est pas du texte</translation>
        </message>
        <message>
            <source>field '{where}' must be {kinds}, not {value}</source>
            <translation>le champ « {where} » doit être {kinds}, pas {value}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true ou false</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>un nombre entier</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un nombre</translation>
        </message>
        <message>
            <source>text</source>
            <translation>du texte</translation>
        </message>
        <message>
            <source> or </source>
            <translation> ou </translation>
        </message>
    </context>
    <context>
        <name>RelationshipsTab</name>
        <message>
            <source>Toward agent</source>
            <translation>Envers l’agent</translation>
        </message>
        <message>
            <source>The other agent this card is about (A-03). Relationships are not reciprocal: each agent keeps its own card (A-40).</source>
            <translation>L’autre agent dont parle cette carte (A-03). Les relations ne sont pas réciproques : chaque agent garde sa propre carte (A-40).</translation>
        </message>
        <message>
            <source>Relationship</source>
            <translation>Relation</translation>
        </message>
        <message>
            <source>The current relationship (A-40). It changes only at the end of a scene, with a reason (A-24): double-click to change it below.</source>
            <translation>La relation actuelle (A-40). Elle ne change qu’en fin de scène, avec une raison (A-24) : double-cliquez pour la changer plus bas.</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Épuisée</translation>
        </message>
        <message>
            <source>A relationship is used like an aspect and can be exhausted for an advantage (A-41, A-42) or spent by a betrayal (A-43).</source>
            <translation>Une relation s’utilise comme un aspect et peut être épuisée pour un avantage (A-41, A-42) ou consommée par une trahison (A-43).</translation>
        </message>
        <message>
            <source>Exhaust relationship toward '{name}'</source>
            <translation>Épuiser la relation envers « {name} »</translation>
        </message>
        <message>
            <source>Restore relationship toward '{name}'</source>
            <translation>Restaurer la relation envers « {name} »</translation>
        </message>
        <message>
            <source>Last changed</source>
            <translation>Dernier changement</translation>
        </message>
        <message>
            <source>When the relationship last changed (A-24); see its history below.</source>
            <translation>Quand la relation a changé pour la dernière fois (A-24) ; voir son historique plus bas.</translation>
        </message>
        <message>
            <source>relationship card</source>
            <translation>carte de relation</translation>
        </message>
        <message>
            <source>Another agent's name</source>
            <translation>Le nom d’un autre agent</translation>
        </message>
        <message>
            <source>Add relationship card toward '{name}'</source>
            <translation>Ajouter la carte de relation envers « {name} »</translation>
        </message>
        <message>
            <source>Remove relationship card toward '{name}'</source>
            <translation>Retirer la carte de relation envers « {name} »</translation>
        </message>
        <message>
            <source>Rename relationship card toward '{name}' to '{new}'</source>
            <translation>Renommer la carte de relation envers « {name} » en « {new} »</translation>
        </message>
        <message>
            <source>Move relationship card toward '{name}' up</source>
            <translation>Monter la carte de relation envers « {name} »</translation>
        </message>
        <message>
            <source>Move relationship card toward '{name}' down</source>
            <translation>Descendre la carte de relation envers « {name} »</translation>
        </message>
        <message>
            <source>This agent already has a card toward '{name}'.</source>
            <translation>Cet agent a déjà une carte envers « {name} ».</translation>
        </message>
        <message>
            <source>A relationship card needs the other agent's name.</source>
            <translation>Une carte de relation a besoin du nom de l’autre agent.</translation>
        </message>
        <message>
            <source>The agent the new card is about (A-03): pick one this editor has shown, or type any agent's name.</source>
            <translation>L’agent dont parle la nouvelle carte (A-03) : choisissez-en un déjà montré par cet éditeur, ou tapez le nom de n’importe quel agent.</translation>
        </message>
        <message>
            <source>The relationship the agent chooses at the start (A-40); Neutral by default.</source>
            <translation>La relation que l’agent choisit au départ (A-40) ; Neutre par défaut.</translation>
        </message>
        <message>
            <source>The relationship after the change (A-40)</source>
            <translation>La relation après le changement (A-40)</translation>
        </message>
        <message>
            <source>Why it changes, e.g. She lied about the key</source>
            <translation>Pourquoi elle change, p. ex. Elle a menti sur la clé</translation>
        </message>
        <message>
            <source>Rule A-24: the reason for a change, kept on the card (optional).</source>
            <translation>Règle A-24 : la raison d’un changement, gardée sur la carte (facultative).</translation>
        </message>
        <message>
            <source>The scene at whose end it changed (A-24, A-46), if the group counts them; — for none.</source>
            <translation>La scène à la fin de laquelle elle a changé (A-24, A-46), si le groupe les compte ; — pour aucune.</translation>
        </message>
        <message>
            <source>Write on Card</source>
            <translation>Écrire sur la carte</translation>
        </message>
        <message>
            <source>Change the relationship, with today's date and the reason (A-24)</source>
            <translation>Changer la relation, avec la date du jour et la raison (A-24)</translation>
        </message>
        <message>
            <source>&amp;To</source>
            <translation>&amp;Vers</translation>
        </message>
        <message>
            <source>&amp;Because</source>
            <translation>&amp;Parce que</translation>
        </message>
        <message>
            <source>Sce&amp;ne</source>
            <translation>Scè&amp;ne</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Changement</translation>
        </message>
        <message>
            <source>Scene</source>
            <translation>Scène</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Raison</translation>
        </message>
        <message>
            <source>Card toward {name}: now {value} — change it at the end of a scene</source>
            <translation>Carte envers {name} : {value} pour l’instant — changez-la en fin de scène</translation>
        </message>
        <message>
            <source>Neutral (A-40): the default; neither helps nor hinders.</source>
            <translation>Neutre (A-40) : par défaut ; n’aide ni ne gêne.</translation>
        </message>
        <message>
            <source>No relationship cards yet: a missing card reads as Neutral. Pick or type another agent's name below.</source>
            <translation>Pas encore de carte de relation : une carte absente vaut Neutre. Choisissez ou tapez le nom d’un autre agent ci-dessous.</translation>
        </message>
        <message>
            <source>Partial trust (A-42): usable as an aspect when cooperating; the trusted agent may cancel one complication with one of its successes and pass one reserve. Betrayal: one extra success against this agent (A-43).</source>
            <translation>Confiance partielle (A-42) : utilisable comme aspect en coopérant ; l’agent de confiance peut annuler une complication avec une de ses réussites et passer une réserve. Trahison : une réussite de plus contre cet agent (A-43).</translation>
        </message>
        <message>
            <source>Full trust (A-42): the trusted agent may spend all its successes and reserves to help. Betrayal costs this agent dearly for the scene (A-43).</source>
            <translation>Confiance totale (A-42) : l’agent de confiance peut dépenser toutes ses réussites et réserves pour aider. Une trahison coûte cher à cet agent pour la scène (A-43).</translation>
        </message>
        <message>
            <source>Partial distrust (A-44): acting while the other is present draws one extra card; a success drawn so is discarded. A reserve suppresses it.</source>
            <translation>Méfiance partielle (A-44) : agir en présence de l’autre fait piocher une carte de plus ; une réussite ainsi piochée est défaussée. Une réserve l’étouffe.</translation>
        </message>
        <message>
            <source>Full distrust (A-44): no aspect helps as an advantage near the other, and no rest near it. Against its attacks every fitting aspect helps (A-45).</source>
            <translation>Méfiance totale (A-44) : aucun aspect n’aide comme avantage près de l’autre, et pas de repos près de lui. Contre ses attaques, tout aspect adapté aide (A-45).</translation>
        </message>
        <message>
            <source>An agent keeps no relationship card toward itself (A-03).</source>
            <translation>Un agent n’a pas de carte de relation envers lui-même (A-03).</translation>
        </message>
        <message>
            <source>Select a card to change it or read its history</source>
            <translation>Choisissez une carte pour la changer ou lire son historique</translation>
        </message>
        <message>
            <source>The relationship toward {name} is already {value}: pick the value it changes to.</source>
            <translation>La relation envers {name} est déjà {value} : choisissez la valeur qu’elle prend.</translation>
        </message>
        <message>
            <source>Change relationship toward '{name}' to {value}</source>
            <translation>Changer la relation envers « {name} » en {value}</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>{path}: a mission log must be a JSON object</source>
            <translation>{path} : un journal de mission doit être un objet JSON</translation>
        </message>
        <message>
            <source>{path}: --session chooses among a campaign export's sessions</source>
            <translation>{path} : --session choisit parmi les séances d’un export de campagne</translation>
        </message>
        <message>
            <source>{path}: session {number} ('{name}')</source>
            <translation>{path} : séance {number} (« {name} »)</translation>
        </message>
        <message>
            <source>{where}: {error}</source>
            <translation>{where} : {error}</translation>
        </message>
        <message>
            <source>{path}: field 'sessions' must be a list of objects</source>
            <translation>{path} : le champ « sessions » doit être une liste d’objets</translation>
        </message>
        <message>
            <source>{path}: the export holds no play session</source>
            <translation>{path} : l’export ne contient aucune séance de jeu</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucune</translation>
        </message>
        <message>
            <source>{path}: no session '{wanted}' in the export (sessions: {names})</source>
            <translation>{path} : pas de séance « {wanted} » dans l’export (séances : {names})</translation>
        </message>
        <message>
            <source>cannot replay a log of the '{system}' system (systems: {keys})</source>
            <translation>impossible de rejouer un journal du système « {system} » (systèmes : {keys})</translation>
        </message>
        <message>
            <source>cannot replay a log of the '{system}' system without its 'setup' and 'events' (as deskapp export writes its sessions)</source>
            <translation>impossible de rejouer un journal du système « {system} » sans ses « setup » et « events » (tels que deskapp export écrit les séances)</translation>
        </message>
        <message>
            <source>unknown field '{field}' in the session (known: {fields})</source>
            <translation>champ inconnu « {field} » dans la séance (connus : {fields})</translation>
        </message>
        <message>
            <source>Session {number} ('{name}'):</source>
            <translation>Séance {number} (« {name} ») :</translation>
        </message>
        <message numerus="yes">
            <source>Replayed %n event(s) of the {system} session '{name}': every event replays exactly.</source>
            <translation>
                <numerusform>%n événement rejoué de la séance « {name} » ({system}) : chaque événement se rejoue à l’identique.</numerusform>
                <numerusform>%n événements rejoués de la séance « {name} » ({system}) : chaque événement se rejoue à l’identique.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RequestsPanel</name>
        <message>
            <source>Requests from the phones</source>
            <translation>Demandes des téléphones</translation>
        </message>
        <message>
            <source>Confirm does it as if you had; Undo takes it back.</source>
            <translation>Confirmer l’exécute comme si vous l’aviez fait ; Annuler le reprend.</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>Confirmer</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>Refuser</translation>
        </message>
    </context>
    <context>
        <name>RestDialog</name>
        <message>
            <source>A Scene of Rest</source>
            <translation>Une scène de repos</translation>
        </message>
        <message>
            <source>Each resting agent restores its aspects (not special ones or equipment) and adds one complication mark to the mission.</source>
            <translation>Chaque agent qui se repose restaure ses aspects (sauf les spéciaux et l’équipement) et ajoute une complication à la mission.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Rests&lt;/b&gt;</source>
            <translation>&lt;b&gt;Se repose&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Near, not resting&lt;/b&gt;</source>
            <translation>&lt;b&gt;Proche, sans repos&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Restores (interrupted rest)&lt;/b&gt;</source>
            <translation>&lt;b&gt;Restaure (repos interrompu)&lt;/b&gt;</translation>
        </message>
        <message>
            <source>near</source>
            <translation>proche</translation>
        </message>
        <message>
            <source>Nobody rests near an agent it fully distrusts (A-44)</source>
            <translation>Personne ne se repose près d’un agent dont il se méfie totalement (A-44)</translation>
        </message>
        <message>
            <source>A full rest</source>
            <translation>Un repos complet</translation>
        </message>
        <message>
            <source>Interrupted: under pressure, half the aspects at most</source>
            <translation>Interrompu : sous pression, la moitié des aspects au plus</translation>
        </message>
        <message>
            <source>This scene opened under pressure.</source>
            <translation>Cette scène s’est ouverte sous pression.</translation>
        </message>
        <message>
            <source>This scene did not open under pressure.</source>
            <translation>Cette scène ne s’est pas ouverte sous pression.</translation>
        </message>
        <message>
            <source>Rest</source>
            <translation>Se reposer</translation>
        </message>
    </context>
    <context>
        <name>ResultView</name>
        <message>
            <source>from the hand</source>
            <translation>de la main</translation>
        </message>
        <message>
            <source>No test yet: build one and press Space.</source>
            <translation>Pas encore de test : préparez-en un et appuyez sur Espace.</translation>
        </message>
        <message>
            <source>Total {total}</source>
            <translation>Total {total}</translation>
        </message>
        <message>
            <source>{base} {sign} {chance} = {total} · Difficulty {difficulty}</source>
            <translation>{base} {sign} {chance} = {total} · Difficulté {difficulty}</translation>
        </message>
        <message>
            <source>CRITICAL SUCCESS</source>
            <translation>RÉUSSITE CRITIQUE</translation>
        </message>
        <message>
            <source>SUCCESS</source>
            <translation>RÉUSSITE</translation>
        </message>
        <message>
            <source>FAILURE</source>
            <translation>ÉCHEC</translation>
        </message>
        <message>
            <source>CRITICAL FAILURE</source>
            <translation>ÉCHEC CRITIQUE</translation>
        </message>
    </context>
    <context>
        <name>RollBuilder</name>
        <message>
            <source>Roll</source>
            <translation>Jet</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Reaction</source>
            <translation>Réaction</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Soutien</translation>
        </message>
        <message>
            <source>Long step</source>
            <translation>Action longue</translation>
        </message>
        <message>
            <source>for dice</source>
            <translation>pour des dés</translation>
        </message>
        <message>
            <source>for Power</source>
            <translation>pour la Puissance</translation>
        </message>
        <message>
            <source>faces of the real dice, e.g. 7 10 3</source>
            <translation>faces des vrais dés, p. ex. 7 10 3</translation>
        </message>
        <message>
            <source>Roll  (Space)</source>
            <translation>Lancer  (Espace)</translation>
        </message>
        <message>
            <source>&amp;Who</source>
            <translation>&amp;Qui</translation>
        </message>
        <message>
            <source>Roll as</source>
            <translation>Type de jet</translation>
        </message>
        <message>
            <source>Bank</source>
            <translation>Banque</translation>
        </message>
        <message>
            <source>S&amp;kill</source>
            <translation>&amp;Compétence</translation>
        </message>
        <message>
            <source>&amp;Dice</source>
            <translation>&amp;Dés</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>Défense</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <source>Penalty</source>
            <translation>Malus</translation>
        </message>
        <message>
            <source>&amp;Power</source>
            <translation>&amp;Puissance</translation>
        </message>
        <message>
            <source>&amp;Item</source>
            <translation>&amp;Objet</translation>
        </message>
        <message>
            <source>Power dice</source>
            <translation>Dés de Puissance</translation>
        </message>
        <message>
            <source>Power +</source>
            <translation>Puissance +</translation>
        </message>
        <message>
            <source>−</source>
            <translation>−</translation>
        </message>
        <message>
            <source>B&amp;urn</source>
            <translation>&amp;Brûler</translation>
        </message>
        <message>
            <source>F&amp;aces</source>
            <translation>&amp;Faces</translation>
        </message>
        <message>
            <source>Take back the last face</source>
            <translation>Retirer la dernière face</translation>
        </message>
        <message>
            <source>Roll with these faces  (Enter)</source>
            <translation>Lancer avec ces faces  (Entrée)</translation>
        </message>
        <message>
            <source>Other skill…</source>
            <translation>Autre compétence…</translation>
        </message>
        <message>
            <source>No Power</source>
            <translation>Sans Puissance</translation>
        </message>
        <message>
            <source>Other capacity…</source>
            <translation>Autre attribut de capacité…</translation>
        </message>
        <message>
            <source>No item</source>
            <translation>Sans objet</translation>
        </message>
        <message>
            <source>{name} ({free} free)</source>
            <translation>{name} ({free} libres)</translation>
        </message>
        <message>
            <source>No burn</source>
            <translation>Ne pas brûler</translation>
        </message>
        <message>
            <source>&amp;Target</source>
            <translation>C&amp;ible</translation>
        </message>
        <message>
            <source>Nobody — settle at once</source>
            <translation>Personne — résoudre tout de suite</translation>
        </message>
        <message>
            <source>&amp;Against</source>
            <translation>Co&amp;ntre</translation>
        </message>
        <message numerus="yes">
            <source>{who}'s {skill} on {target} (%n success(es))</source>
            <translation>
                <numerusform>{who} : {skill} sur {target} (%n réussite)</numerusform>
                <numerusform>{who} : {skill} sur {target} (%n réussites)</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;For</source>
            <translation>&amp;Au profit de</translation>
        </message>
        <message>
            <source>of {n} left</source>
            <translation>sur {n} restants</translation>
        </message>
        <message>
            <source>&lt;b&gt;{n} too many&lt;/b&gt;</source>
            <translation>&lt;b&gt;{n} de trop&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;{typed} of {needed}&lt;/b&gt; faces</source>
            <translation>&lt;b&gt;{typed} sur {needed}&lt;/b&gt; faces</translation>
        </message>
    </context>
    <context>
        <name>RuleIds</name>
        <message>
            <source>Rules: {ids}</source>
            <translation>Règles : {ids}</translation>
        </message>
    </context>
    <context>
        <name>RulesReference</name>
        <message>
            <source>There is no rule system “{system}”.</source>
            <translation>Il n’y a pas de système de règles « {system} ».</translation>
        </message>
        <message>
            <source>The rules reference “{file}” is missing from this installation.</source>
            <translation>L’aide-mémoire des règles « {file} » manque dans cette installation.</translation>
        </message>
        <message>
            <source>Rules Reference</source>
            <translation>Aide-mémoire des règles</translation>
        </message>
        <message>
            <source>Rule, e.g. A-16</source>
            <translation>Règle, p. ex. A-16</translation>
        </message>
        <message>
            <source>Type a rule's ID and press Enter to jump to it</source>
            <translation>Saisissez l’identifiant d’une règle et appuyez sur Entrée pour y aller</translation>
        </message>
        <message>
            <source>This part of the reference is not translated yet: it is shown in English.</source>
            <translation>Cette partie de l’aide-mémoire n’est pas encore traduite : elle s’affiche en anglais.</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Système</translation>
        </message>
        <message>
            <source>&amp;Go to rule</source>
            <translation>&amp;Aller à la règle</translation>
        </message>
        <message>
            <source>There is no rules reference for this system.</source>
            <translation>Il n’y a pas d’aide-mémoire des règles pour ce système.</translation>
        </message>
        <message>
            <source>'{text}' is not a rule ID such as A-16.</source>
            <translation>« {text} » n’est pas un identifiant de règle comme A-16.</translation>
        </message>
        <message>
            <source>The reference has no rule {rule}.</source>
            <translation>L’aide-mémoire n’a pas de règle {rule}.</translation>
        </message>
    </context>
    <context>
        <name>ScarTrack</name>
        <message>
            <source>No damage; {boxes} boxes free</source>
            <translation>Aucun dégât ; {boxes} cases libres</translation>
        </message>
        <message>
            <source>{damage}: {over} over the {boxes} boxes</source>
            <translation>{damage} : {over} au-delà des {boxes} cases</translation>
        </message>
        <message>
            <source>{damage}: {free} of {boxes} boxes free</source>
            <translation>{damage} : {free} cases libres sur {boxes}</translation>
        </message>
        <message>
            <source>One box per point the Scar can take; stun is written /, lethal X, other types by their initial. Red dashed boxes are damage beyond the boxes (B-23, B-31).</source>
            <translation>Une case par point que la Cicatrice peut prendre ; l’étourdissant s’écrit /, le létal X, les autres types par leur initiale. Les cases en pointillés rouges sont des dégâts au-delà des cases (B-23, B-31).</translation>
        </message>
    </context>
    <context>
        <name>SceneEndDialog</name>
        <message>
            <source>End of Scene {number}</source>
            <translation>Fin de la scène {number}</translation>
        </message>
        <message>
            <source>Relationships change only now, each agent for itself; a reason, when given, is written on its card. They are not reciprocal.</source>
            <translation>Les relations ne changent qu’à ce moment, chaque agent pour lui-même ; la raison, si elle est donnée, est écrite sur sa carte. Elles ne sont pas réciproques.</translation>
        </message>
        <message>
            <source>Relationship cards</source>
            <translation>Cartes de relation</translation>
        </message>
        <message>
            <source>&lt;b&gt;Card&lt;/b&gt;</source>
            <translation>&lt;b&gt;Carte&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Now&lt;/b&gt;</source>
            <translation>&lt;b&gt;Maintenant&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Becomes&lt;/b&gt;</source>
            <translation>&lt;b&gt;Devient&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Reason&lt;/b&gt;</source>
            <translation>&lt;b&gt;Raison&lt;/b&gt;</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>inchangée</translation>
        </message>
        <message>
            <source>why, in the fiction</source>
            <translation>pourquoi, dans la fiction</translation>
        </message>
        <message>
            <source>End the Scene</source>
            <translation>Finir la scène</translation>
        </message>
    </context>
    <context>
        <name>SeatPanel</name>
        <message>
            <source>Draw {draw} · Discard {discard}</source>
            <translation>Pioche {draw} · Défausse {discard}</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) in hand (dealt {size})</source>
            <translation>
                <numerusform>%n carte en main (taille {size})</numerusform>
                <numerusform>%n cartes en main (taille {size})</numerusform>
            </translation>
        </message>
        <message>
            <source> · luck {luck}</source>
            <translation> · chance {luck}</translation>
        </message>
        <message>
            <source>{name}: click to test with this deck</source>
            <translation>{name} : cliquez pour faire un test avec ce paquet</translation>
        </message>
        <message>
            <source>The Chronicler's deck: click to test with it</source>
            <translation>Le paquet du Chroniqueur : cliquez pour faire un test avec</translation>
        </message>
    </context>
    <context>
        <name>SessionList</name>
        <message>
            <source>last action {time}</source>
            <translation>dernière action {time}</translation>
        </message>
        <message>
            <source>not played yet</source>
            <translation>pas encore jouée</translation>
        </message>
        <message>
            <source>⇄ mirror</source>
            <translation>⇄ miroir</translation>
        </message>
    </context>
    <context>
        <name>SessionScreen</name>
        <message>
            <source>The real deck is right: put this card back on top of the app's draw pile (a correction, undoable), then record what you typed</source>
            <translation>Le vrai paquet a raison : remettre cette carte sur la pioche de l’application (une correction, annulable), puis noter ce que vous avez saisi</translation>
        </message>
        <message>
            <source>{line} (from {player}'s phone)</source>
            <translation>{line} (depuis le téléphone de {player})</translation>
        </message>
        <message>
            <source>The seed of fingerprint {fingerprint} is revealed: {seed}</source>
            <translation>La graine d’empreinte {fingerprint} est révélée : {seed}</translation>
        </message>
        <message>
            <source>“{text}” is added to the shuffle: every value after it changes</source>
            <translation>« {text} » est ajouté au mélange : chaque valeur qui suit change</translation>
        </message>
        <message>
            <source>Undo: {what}</source>
            <translation>Annuler : {what}</translation>
        </message>
        <message>
            <source>Redo: {what}</source>
            <translation>Rétablir : {what}</translation>
        </message>
    </context>
    <context>
        <name>SheetFields</name>
        <message>
            <source>adversity</source>
            <translation>Adversité</translation>
        </message>
        <message>
            <source>after</source>
            <translation>après</translation>
        </message>
        <message>
            <source>appearance</source>
            <translation>apparence</translation>
        </message>
        <message>
            <source>aspect</source>
            <translation>aspect</translation>
        </message>
        <message>
            <source>aspects</source>
            <translation>aspects</translation>
        </message>
        <message>
            <source>attributes</source>
            <translation>attributs</translation>
        </message>
        <message>
            <source>before</source>
            <translation>avant</translation>
        </message>
        <message>
            <source>blessings</source>
            <translation>bénédictions</translation>
        </message>
        <message>
            <source>boxes</source>
            <translation>cases</translation>
        </message>
        <message>
            <source>can burn</source>
            <translation>peut brûler</translation>
        </message>
        <message>
            <source>capacity attributes</source>
            <translation>attributs de capacité</translation>
        </message>
        <message>
            <source>circumstances</source>
            <translation>circonstances</translation>
        </message>
        <message>
            <source>consequences</source>
            <translation>conséquences</translation>
        </message>
        <message>
            <source>director</source>
            <translation>Directeur</translation>
        </message>
        <message>
            <source>damage</source>
            <translation>dégâts</translation>
        </message>
        <message>
            <source>damage type</source>
            <translation>type de dégâts</translation>
        </message>
        <message>
            <source>dice bonus</source>
            <translation>bonus de dés</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>équipement</translation>
        </message>
        <message>
            <source>escalation</source>
            <translation>escalade</translation>
        </message>
        <message>
            <source>exhausted</source>
            <translation>épuisé</translation>
        </message>
        <message>
            <source>extra actions</source>
            <translation>actions supplémentaires</translation>
        </message>
        <message>
            <source>fits</source>
            <translation>convient à</translation>
        </message>
        <message>
            <source>history</source>
            <translation>historique</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>type</translation>
        </message>
        <message>
            <source>level</source>
            <translation>niveau</translation>
        </message>
        <message>
            <source>luck</source>
            <translation>chance</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>notes</source>
            <translation>notes</translation>
        </message>
        <message>
            <source>date</source>
            <translation>date</translation>
        </message>
        <message>
            <source>power</source>
            <translation>pouvoir</translation>
        </message>
        <message>
            <source>power bonus</source>
            <translation>bonus de pouvoir</translation>
        </message>
        <message>
            <source>practice XP</source>
            <translation>XP de pratique</translation>
        </message>
        <message>
            <source>proficiency</source>
            <translation>maîtrise</translation>
        </message>
        <message>
            <source>reason</source>
            <translation>raison</translation>
        </message>
        <message>
            <source>relationships</source>
            <translation>relations</translation>
        </message>
        <message>
            <source>reserves</source>
            <translation>réserves</translation>
        </message>
        <message>
            <source>rewards</source>
            <translation>récompenses</translation>
        </message>
        <message>
            <source>scars</source>
            <translation>Cicatrices</translation>
        </message>
        <message>
            <source>scene</source>
            <translation>scène</translation>
        </message>
        <message>
            <source>score</source>
            <translation>valeur</translation>
        </message>
        <message>
            <source>skills</source>
            <translation>compétences</translation>
        </message>
        <message>
            <source>starting Threat</source>
            <translation>Menace de départ</translation>
        </message>
        <message>
            <source>suspicion</source>
            <translation>Soupçon</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texte</translation>
        </message>
        <message>
            <source>threat cards</source>
            <translation>cartes de menace</translation>
        </message>
        <message>
            <source>threatens</source>
            <translation>menace</translation>
        </message>
        <message>
            <source>toward</source>
            <translation>envers</translation>
        </message>
        <message>
            <source>traits</source>
            <translation>traits</translation>
        </message>
        <message>
            <source>value</source>
            <translation>valeur</translation>
        </message>
        <message>
            <source>ordinary</source>
            <translation>ordinaire</translation>
        </message>
        <message>
            <source>negative</source>
            <translation>négatif</translation>
        </message>
        <message>
            <source>special</source>
            <translation>spécial</translation>
        </message>
        <message>
            <source>temporary</source>
            <translation>temporaire</translation>
        </message>
        <message>
            <source>limiting</source>
            <translation>limitant</translation>
        </message>
        <message>
            <source>neutral</source>
            <translation>neutre</translation>
        </message>
        <message>
            <source>partial trust</source>
            <translation>confiance partielle</translation>
        </message>
        <message>
            <source>full trust</source>
            <translation>confiance totale</translation>
        </message>
        <message>
            <source>partial distrust</source>
            <translation>méfiance partielle</translation>
        </message>
        <message>
            <source>full distrust</source>
            <translation>méfiance totale</translation>
        </message>
        <message>
            <source>civilians</source>
            <translation>civils</translation>
        </message>
        <message>
            <source>agents</source>
            <translation>agents</translation>
        </message>
        <message>
            <source>both</source>
            <translation>les deux</translation>
        </message>
        <message>
            <source>talent</source>
            <translation>talent</translation>
        </message>
        <message>
            <source>ability</source>
            <translation>aptitude</translation>
        </message>
        <message>
            <source>knowledge</source>
            <translation>connaissance</translation>
        </message>
        <message>
            <source>hinders</source>
            <translation>gêne</translation>
        </message>
        <message>
            <source>helps</source>
            <translation>aide</translation>
        </message>
        <message>
            <source>aspect “{name}”</source>
            <translation>aspect « {name} »</translation>
        </message>
        <message>
            <source>blessing “{name}”</source>
            <translation>bénédiction « {name} »</translation>
        </message>
        <message>
            <source>capacity attribute “{name}”</source>
            <translation>attribut de capacité « {name} »</translation>
        </message>
        <message>
            <source>circumstance “{name}”</source>
            <translation>circonstance « {name} »</translation>
        </message>
        <message>
            <source>consequence “{name}”</source>
            <translation>conséquence « {name} »</translation>
        </message>
        <message>
            <source>equipment “{name}”</source>
            <translation>équipement « {name} »</translation>
        </message>
        <message>
            <source>history entry “{name}”</source>
            <translation>entrée d’historique « {name} »</translation>
        </message>
        <message>
            <source>relationship with {name}</source>
            <translation>relation avec {name}</translation>
        </message>
        <message>
            <source>reward “{name}”</source>
            <translation>récompense « {name} »</translation>
        </message>
        <message>
            <source>Scar “{name}”</source>
            <translation>Cicatrice « {name} »</translation>
        </message>
        <message>
            <source>skill “{name}”</source>
            <translation>compétence « {name} »</translation>
        </message>
        <message>
            <source>trait “{name}”</source>
            <translation>trait « {name} »</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>{name} ({fields})</source>
            <translation>{name} ({fields})</translation>
        </message>
        <message>
            <source>{field}: {value}</source>
            <translation>{field} : {value}</translation>
        </message>
    </context>
    <context>
        <name>SheetView</name>
        <message>
            <source>No skills on this sheet: roll them as “Other skill…” in the builder.</source>
            <translation>Aucune compétence sur cette fiche : lancez-les comme « Autre compétence… » dans le constructeur.</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Compétence</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>Practice XP</source>
            <translation>XP</translation>
        </message>
        <message>
            <source>  ✓ this scene</source>
            <translation>  ✓ cette scène</translation>
        </message>
        <message>
            <source>+1 XP</source>
            <translation>+1 XP</translation>
        </message>
        <message>
            <source>Mark a practice XP by hand (once per skill per scene)</source>
            <translation>Noter un XP d’entraînement à la main (une fois par compétence et par scène)</translation>
        </message>
        <message>
            <source>{name} {value} (capacity)</source>
            <translation>{name} {value} (capacité)</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Raccourci</translation>
        </message>
    </context>
    <context>
        <name>SideView</name>
        <message>
            <source>Director</source>
            <translation>Directeur</translation>
        </message>
        <message>
            <source>dice {n}</source>
            <translation>dés {n}</translation>
        </message>
        <message>
            <source>risky reroll taken</source>
            <translation>manœuvre risquée faite</translation>
        </message>
        <message>
            <source>WINS</source>
            <translation>GAGNE</translation>
        </message>
        <message>
            <source>loses</source>
            <translation>perd</translation>
        </message>
        <message>
            <source>tie</source>
            <translation>égalité</translation>
        </message>
    </context>
    <context>
        <name>SizeChooser</name>
        <message>
            <source>Custom</source>
            <translation>Personnalisé</translation>
        </message>
        <message>
            <source>Poker</source>
            <translation>Poker</translation>
        </message>
        <message>
            <source>US poker</source>
            <translation>Poker américain</translation>
        </message>
        <message>
            <source>Bridge</source>
            <translation>Bridge</translation>
        </message>
        <message>
            <source>Mini</source>
            <translation>Mini</translation>
        </message>
        <message>
            <source>Tarot</source>
            <translation>Tarot</translation>
        </message>
        <message>
            <source>Index card</source>
            <translation>Fiche bristol</translation>
        </message>
        <message>
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <source>Letter</source>
            <translation>Lettre US</translation>
        </message>
        <message>
            <source>A3</source>
            <translation>A3</translation>
        </message>
    </context>
    <context>
        <name>Stepper</name>
        <message>
            <source>{count}: one fewer</source>
            <translation>{count} : un de moins</translation>
        </message>
        <message>
            <source>{count}: one more</source>
            <translation>{count} : un de plus</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>{path}: no such campaign file</source>
            <translation>{path} : ce fichier de campagne n’existe pas</translation>
        </message>
        <message>
            <source>there is no character with id {id} in {file}</source>
            <translation>il n’y a pas de personnage d’id {id} dans {file}</translation>
        </message>
        <message>
            <source>a character called '{name}' is already in the campaign</source>
            <translation>un personnage nommé « {name} » est déjà dans la campagne</translation>
        </message>
        <message>
            <source>character {id}</source>
            <translation>personnage {id}</translation>
        </message>
        <message>
            <source>{path} is damaged ({error}): copy its characters out with Export Campaign while it still opens</source>
            <translation>{path} est endommagé ({error}) : copiez-en les personnages avec Exporter la campagne tant qu’il s’ouvre encore</translation>
        </message>
        <message>
            <source>a system has no stored part '{part}'</source>
            <translation>un système n’a pas de partie enregistrée « {part} »</translation>
        </message>
        <message>
            <source>play session {id}: its opening is already stored</source>
            <translation>séance de jeu {id} : son mélange d’ouverture est déjà enregistré</translation>
        </message>
        <message>
            <source>the key that seals play logs could not be kept ({reason})</source>
            <translation>la clé qui scelle les journaux de jeu n’a pas pu être conservée ({reason})</translation>
        </message>
        <message>
            <source>there is no play session with id {id} in {file}</source>
            <translation>il n’y a pas de séance de jeu d’id {id} dans {file}</translation>
        </message>
        <message>
            <source>play session '{name}': {problem}</source>
            <translation>séance de jeu « {name} » : {problem}</translation>
        </message>
        <message>
            <source>stored event {number} is missing</source>
            <translation>l’événement enregistré {number} manque</translation>
        </message>
        <message>
            <source>stored event {number} was changed after it was written (or one before it)</source>
            <translation>l’événement enregistré {number} (ou un précédent) a été modifié après son écriture</translation>
        </message>
        <message>
            <source>stored events after event {number} were removed</source>
            <translation>les événements enregistrés après l’événement {number} ont été supprimés</translation>
        </message>
        <message>
            <source>the log no longer fits the seal it was written with: it was changed outside Card Desk (events rewritten, or the last ones removed)</source>
            <translation>le journal ne correspond plus au sceau avec lequel il a été écrit : il a été modifié hors de Card Desk (événements réécrits, ou les derniers supprimés)</translation>
        </message>
        <message>
            <source>{path} is damaged ({problem}): nothing was changed; copy its characters out with Export Campaign while it still opens</source>
            <translation>{path} est endommagé ({problem}) : rien n’a été modifié ; copiez-en les personnages avec Exporter la campagne tant qu’il s’ouvre encore</translation>
        </message>
        <message>
            <source>field 'chain' must be a list of text</source>
            <translation>le champ « chain » doit être une liste de textes</translation>
        </message>
        <message>
            <source>event {number} was changed after the session was exported</source>
            <translation>l’événement {number} a été modifié après l’export de la séance</translation>
        </message>
        <message numerus="yes">
            <source>the session was exported with %n event(s) and holds {held}: events were removed or added after the export</source>
            <translation>
                <numerusform>la séance a été exportée avec %n événement et en contient {held} : des événements ont été supprimés ou ajoutés après l’export</numerusform>
                <numerusform>la séance a été exportée avec %n événements et en contient {held} : des événements ont été supprimés ou ajoutés après l’export</numerusform>
            </translation>
        </message>
        <message>
            <source>{path} is open in another Card Desk window or program: close it there first</source>
            <translation>{path} est ouvert dans une autre fenêtre de Card Desk ou un autre programme : fermez-le d’abord</translation>
        </message>
        <message>
            <source>{file}: the disk is full, so the change was not saved and the campaign is as it was before it; free some space and try again</source>
            <translation>{file} : le disque est plein, la modification n’a donc pas été enregistrée et la campagne est restée telle quelle ; libérez de la place et réessayez</translation>
        </message>
        <message>
            <source>{file}: the disk could not be written ({reason}), so the change was not saved and the campaign is as it was before it</source>
            <translation>{file} : impossible d’écrire sur le disque ({reason}), la modification n’a donc pas été enregistrée et la campagne est restée telle quelle</translation>
        </message>
        <message>
            <source>{file}: {reason}: the change was not saved and the campaign is as it was before it</source>
            <translation>{file} : {reason} : la modification n’a pas été enregistrée et la campagne est restée telle quelle</translation>
        </message>
        <message>
            <source>NaN and Infinity are not numbers Card Desk keeps</source>
            <translation>NaN et Infinity ne sont pas des nombres que Card Desk conserve</translation>
        </message>
        <message>
            <source>what was to be stored</source>
            <translation>ce qui devait être enregistré</translation>
        </message>
        <message>
            <source>{owner}: {error}</source>
            <translation>{owner} : {error}</translation>
        </message>
        <message>
            <source>unknown rule system '{system}' (known: {names})</source>
            <translation>système de règles inconnu « {system} » (connus : {names})</translation>
        </message>
        <message>
            <source>a character needs a name</source>
            <translation>un personnage doit avoir un nom</translation>
        </message>
        <message>
            <source>a character's name cannot hold the invisible character U+{value}</source>
            <translation>le nom d’un personnage ne peut pas contenir le caractère invisible U+{value}</translation>
        </message>
        <message>
            <source>{path} is a folder, not a campaign file</source>
            <translation>{path} est un dossier, pas un fichier de campagne</translation>
        </message>
        <message>
            <source>{path} is not a file (a device or a pipe), not a campaign</source>
            <translation>{path} n’est pas un fichier (un périphérique ou un tube), pas une campagne</translation>
        </message>
        <message>
            <source>{path}: not allowed to read this file</source>
            <translation>{path} : lecture de ce fichier non autorisée</translation>
        </message>
        <message>
            <source>{path} is not a Card Desk campaign (it is not an SQLite database)</source>
            <translation>{path} n’est pas une campagne Card Desk (ce n’est pas une base SQLite)</translation>
        </message>
        <message>
            <source>{path} is read-only: Card Desk saves every edit as it happens, so it needs to write there</source>
            <translation>{path} est en lecture seule : Card Desk enregistre chaque modification aussitôt, il doit donc pouvoir y écrire</translation>
        </message>
        <message>
            <source>cannot create a campaign in {folder}: {reason}</source>
            <translation>impossible de créer une campagne dans {folder} : {reason}</translation>
        </message>
        <message>
            <source>cannot create a campaign in {folder}: the folder is read-only</source>
            <translation>impossible de créer une campagne dans {folder} : le dossier est en lecture seule</translation>
        </message>
        <message>
            <source>{path} is damaged or not a Card Desk campaign ({error})</source>
            <translation>{path} est endommagé ou n’est pas une campagne Card Desk ({error})</translation>
        </message>
        <message>
            <source>{path} is damaged: {problem}</source>
            <translation>{path} est endommagé : {problem}</translation>
        </message>
        <message>
            <source>{path} is an SQLite database of another program, not a Card Desk campaign</source>
            <translation>{path} est une base SQLite d’un autre programme, pas une campagne Card Desk</translation>
        </message>
        <message>
            <source>{path} was saved by a newer Card Desk (campaign format {version}; this one reads up to {newest}): update Card Desk to open it</source>
            <translation>{path} a été enregistré par un Card Desk plus récent (format de campagne {version} ; celui-ci lit jusqu’au {newest}) : mettez Card Desk à jour pour l’ouvrir</translation>
        </message>
        <message>
            <source>{path}: migrating to format {number} broke a reference</source>
            <translation>{path} : la migration vers le format {number} a cassé une référence</translation>
        </message>
        <message>
            <source>{path}: cannot prepare the campaign file ({error})</source>
            <translation>{path} : impossible de préparer le fichier de campagne ({error})</translation>
        </message>
        <message>
            <source>{path}: the leftover change log {name} beside it does not belong to this file, and it cannot be set aside ({reason}): move it away, then open the campaign</source>
            <translation>{path} : le journal de modifications restant {name} à côté n’appartient pas à ce fichier et ne peut pas être mis de côté ({reason}) : déplacez-le, puis ouvrez la campagne</translation>
        </message>
        <message>
            <source>{file}: the leftover change log {name} beside it was left by another campaign file (or an older copy of this one), so it was not applied; it is kept as {kept}</source>
            <translation>{file} : le journal de modifications restant {name} à côté vient d’un autre fichier de campagne (ou d’une copie plus ancienne de celui-ci), il n’a donc pas été appliqué ; il est conservé sous {kept}</translation>
        </message>
        <message>
            <source>{out} is the open campaign file: writing the {kind} there would replace the campaign — choose another name</source>
            <translation>{out} est le fichier de campagne ouvert : y écrire le {kind} remplacerait la campagne — choisissez un autre nom</translation>
        </message>
        <message>
            <source>{out} is a folder: give a file name for the {kind}</source>
            <translation>{out} est un dossier : donnez un nom de fichier pour le {kind}</translation>
        </message>
        <message>
            <source>{out}: the folder {parent} does not exist</source>
            <translation>{out} : le dossier {parent} n’existe pas</translation>
        </message>
        <message>
            <source>{out} is not a file but a device, a pipe or a socket: the {kind} is only written to a file — choose a file name</source>
            <translation>{out} n’est pas un fichier mais un périphérique, un tube ou une socket : le {kind} ne s’écrit que dans un fichier — choisissez un nom de fichier</translation>
        </message>
        <message>
            <source>{out}: cannot read it to check what it is ({reason})</source>
            <translation>{out} : impossible de le lire pour vérifier ce que c’est ({reason})</translation>
        </message>
        <message>
            <source>{out} is a database (a campaign file?): the {kind} is never written over one — choose another name</source>
            <translation>{out} est une base de données (un fichier de campagne ?) : le {kind} n’est jamais écrit par-dessus — choisissez un autre nom</translation>
        </message>
        <message>
            <source>{out} already exists and is not a {kind} file: choose another name, so nothing is lost</source>
            <translation>{out} existe déjà et n’est pas un fichier {kind} : choisissez un autre nom, pour ne rien perdre</translation>
        </message>
        <message>
            <source>{name}…: the file name is {length} bytes long, and the file system takes at most {longest} — choose a shorter name</source>
            <translation>{name}… : le nom de fichier fait {length} octets, et le système de fichiers en accepte au plus {longest} — choisissez un nom plus court</translation>
        </message>
    </context>
    <context>
        <name>Systems</name>
        <message>
            <source>Agents</source>
            <translation>Agents</translation>
        </message>
        <message>
            <source>agent</source>
            <translation>agent</translation>
        </message>
        <message>
            <source>An agent starts with at least one aspect. Type its first one:</source>
            <translation>Un agent commence avec au moins un aspect. Saisissez le premier :</translation>
        </message>
        <message>
            <source>Coordinator</source>
            <translation>Coordinateur</translation>
        </message>
        <message>
            <source>Character cards</source>
            <translation>Cartes de personnage</translation>
        </message>
        <message>
            <source>each Agents character's own card</source>
            <translation>la carte propre à chaque personnage d’Agents</translation>
        </message>
        <message>
            <source>Aspects</source>
            <translation>Aspects</translation>
        </message>
        <message>
            <source>Agents aspect cards, one per aspect, negative and limiting ones included (A-02)</source>
            <translation>cartes d’aspect d’Agents, une par aspect, négatifs et limitants compris (A-02)</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Équipement</translation>
        </message>
        <message>
            <source>Agents equipment cards (A-05)</source>
            <translation>cartes d’équipement d’Agents (A-05)</translation>
        </message>
        <message>
            <source>Relationships</source>
            <translation>Relations</translation>
        </message>
        <message>
            <source>Agents relationship cards, one toward each other agent (A-03, A-40)</source>
            <translation>cartes de relation d’Agents, une envers chaque autre agent (A-03, A-40)</translation>
        </message>
        <message>
            <source>Reserves</source>
            <translation>Réserves</translation>
        </message>
        <message>
            <source>Agents reserve cards, the agents' and the Coordinator's (A-04, A-07)</source>
            <translation>cartes de réserve d’Agents, celles des agents et du Coordinateur (A-04, A-07)</translation>
        </message>
        <message>
            <source>Threat cards</source>
            <translation>Cartes de menace</translation>
        </message>
        <message>
            <source>the Coordinator's threat cards (A-06)</source>
            <translation>les cartes de menace du Coordinateur (A-06)</translation>
        </message>
        <message>
            <source>Threat levels</source>
            <translation>Niveaux de Menace</translation>
        </message>
        <message>
            <source>Threat level cards 1 … final level (A-30, A-34)</source>
            <translation>cartes de niveau de Menace 1 … dernier niveau (A-30, A-34)</translation>
        </message>
        <message>
            <source>Milestones</source>
            <translation>Jalons</translation>
        </message>
        <message>
            <source>milestone cards 1 … final level (A-32, A-34)</source>
            <translation>cartes de jalon 1 … dernier niveau (A-32, A-34)</translation>
        </message>
        <message>
            <source>Red/black deck</source>
            <translation>Paquet rouge et noir</translation>
        </message>
        <message>
            <source>the Agents red/black deck, as many of each as the table options say</source>
            <translation>le paquet rouge et noir d’Agents, autant de cartes de chaque couleur que le disent les options de la table</translation>
        </message>
        <message>
            <source>resolve one Agents test (red/black deck): black is a success, red a complication</source>
            <translation>résoudre un test d’Agents (paquet rouge et noir) : le noir est une réussite, le rouge une complication</translation>
        </message>
        <message>
            <source>an Agents mission log</source>
            <translation>un journal de mission d’Agents</translation>
        </message>
        <message>
            <source>Cinematic cards</source>
            <translation>Cartes cinématiques</translation>
        </message>
        <message>
            <source>each Cinematic cards character's own card</source>
            <translation>la carte de chaque personnage des Cartes cinématiques</translation>
        </message>
        <message>
            <source>resolve one direct-draw test of the cinematic cards (54-card Unisystem variant)</source>
            <translation>résoudre un test en tirage direct des cartes cinématiques (variante Unisystem à 54 cartes)</translation>
        </message>
        <message>
            <source>Founders</source>
            <translation>Fondateurs</translation>
        </message>
        <message>
            <source>Founder</source>
            <translation>Fondateur</translation>
        </message>
        <message>
            <source>Director</source>
            <translation>Directeur</translation>
        </message>
        <message>
            <source>Traits</source>
            <translation>Traits</translation>
        </message>
        <message>
            <source>Founders trait cards (F-01)</source>
            <translation>Cartes de traits des Fondateurs (F-01)</translation>
        </message>
        <message>
            <source>Consequences</source>
            <translation>Conséquences</translation>
        </message>
        <message>
            <source>Founders consequence cards (F-01)</source>
            <translation>Cartes de conséquences des Fondateurs (F-01)</translation>
        </message>
        <message>
            <source>Circumstances</source>
            <translation>Circonstances</translation>
        </message>
        <message>
            <source>the Director's scene circumstances, as index cards (F-02)</source>
            <translation>les circonstances de la scène du Directeur, sur fiches (F-02)</translation>
        </message>
        <message>
            <source>resolve one Founders check (2d6 + tags) from the dice you rolled, or roll them</source>
            <translation>résoudre un test des Fondateurs (2d6 + étiquettes) à partir des dés lancés, ou les lancer</translation>
        </message>
        <message>
            <source>character</source>
            <translation>personnage</translation>
        </message>
        <message>
            <source>the {system} system keeps no GM cards, but the file holds some</source>
            <translation>le système {system} ne conserve aucune carte du meneur de jeu, mais le fichier en contient</translation>
        </message>
        <message>
            <source>the {system} system keeps no GM cards</source>
            <translation>le système {system} ne conserve aucune carte du meneur de jeu</translation>
        </message>
        <message>
            <source>unknown rule system '{key}' (known: {keys})</source>
            <translation>système de règles inconnu « {key} » (connus : {keys})</translation>
        </message>
        <message>
            <source>there is no play table for the rule system '{key}'</source>
            <translation>il n’y a pas de table de jeu pour le système de règles « {key} »</translation>
        </message>
        <message>
            <source>Dice banks</source>
            <translation>Banques de dés</translation>
        </message>
    </context>
    <context>
        <name>TableKeys</name>
        <message>
            <source>Agents: describe the tester's aspect 1 … 10; again: exhaust it</source>
            <translation>Agents : décrire l’aspect 1 … 10 du testeur ; à nouveau : l’épuiser</translation>
        </message>
        <message>
            <source>Agents: the next / previous agent tests</source>
            <translation>Agents : l’agent suivant / précédent fait le test</translation>
        </message>
        <message>
            <source>Agents: one temporary aspect more / fewer</source>
            <translation>Agents : un aspect temporaire de plus / de moins</translation>
        </message>
        <message>
            <source>Agents: draw the test's cards (mirror: type them)</source>
            <translation>Agents : piocher les cartes du test (mode miroir : les saisir)</translation>
        </message>
        <message>
            <source>Agents: sort the drawn cards to the piles</source>
            <translation>Agents : trier les cartes piochées dans les piles</translation>
        </message>
        <message>
            <source>Agents: put the drawn cards back, or clear the test</source>
            <translation>Agents : remettre les cartes piochées, ou effacer le test</translation>
        </message>
        <message>
            <source>Agents: a scene of rest</source>
            <translation>Agents : une scène de repos</translation>
        </message>
        <message>
            <source>Agents: end the scene</source>
            <translation>Agents : finir la scène</translation>
        </message>
        <message>
            <source>Cinematic: perform the test (mirror: go to the cards field)</source>
            <translation>Cartes cinématiques : faire le test (mode miroir : aller au champ des cartes)</translation>
        </message>
        <message>
            <source>Cinematic: choose hand card 1 … 9</source>
            <translation>Cartes cinématiques : choisir la carte de la main 1 … 9</translation>
        </message>
        <message>
            <source>Founders: roll (mirror: go to the dice field), then take the check</source>
            <translation>Fondateurs : lancer (mode miroir : aller au champ des dés), puis accepter le test</translation>
        </message>
        <message>
            <source>Founders: choose the leader</source>
            <translation>Fondateurs : choisir qui lance</translation>
        </message>
        <message>
            <source>Founders: difficulty Easy, Normal, Hard, Very hard</source>
            <translation>Fondateurs : difficulté facile, normale, difficile, très difficile</translation>
        </message>
        <message>
            <source>Founders: risky reroll</source>
            <translation>Fondateurs : manœuvre risquée (relance)</translation>
        </message>
        <message>
            <source>Founders: contest turn — adversity, risky reroll, suspicion, pass</source>
            <translation>Fondateurs : tour d’opposition — adversité, manœuvre risquée, soupçon, passer</translation>
        </message>
        <message>
            <source>Founders: clear the check being built</source>
            <translation>Fondateurs : effacer le test en préparation</translation>
        </message>
        <message>
            <source>Dice banks: roll (mirror: go to the faces field)</source>
            <translation>Banques de dés : lancer (mode miroir : aller au champ des faces)</translation>
        </message>
        <message>
            <source>Dice banks: choose the bank</source>
            <translation>Banques de dés : choisir la banque</translation>
        </message>
        <message>
            <source>Dice banks: choose who rolls</source>
            <translation>Banques de dés : choisir qui lance</translation>
        </message>
        <message>
            <source>Dice banks: new round</source>
            <translation>Banques de dés : nouveau tour</translation>
        </message>
        <message>
            <source>Dice banks: begin or end the conflict</source>
            <translation>Banques de dés : commencer ou terminer le conflit</translation>
        </message>
        <message>
            <source>Dice banks: settle the waiting action</source>
            <translation>Banques de dés : résoudre l’action en attente</translation>
        </message>
    </context>
    <context>
        <name>TableOptions</name>
        <message>
            <source>rule B-13: a roll without successes is a critical failure when any die (any_die) or every die (every_die) shows a face in the skill kind's critical range</source>
            <translation>règle B-13 : un jet sans réussite est un échec critique quand un dé quelconque (any_die) ou chaque dé (every_die) montre une face de la plage critique du type de compétence</translation>
        </message>
        <message>
            <source>rule B-12: above 10 the written thresholds break (the explosion face falls below the success face, and from 14 every face explodes for ever); 'as_ten' rolls such a rating as 10 (success and explosion on 5+), 'refuse' keeps ratings to 10 at this table</source>
            <translation>règle B-12 : au-delà de 10 les seuils écrits ne tiennent plus (la face d’explosion passe sous celle de réussite, et dès 14 chaque face explose sans fin) ; 'as_ten' lance une telle valeur comme 10 (réussite et explosion sur 5+), 'refuse' limite les valeurs à 10 à cette table</translation>
        </message>
    </context>
    <context>
        <name>TablePage</name>
        <message>
            <source>New Session…</source>
            <translation>Nouvelle séance…</translation>
        </message>
        <message>
            <source>Table Options…</source>
            <translation>Options de la table…</translation>
        </message>
        <message>
            <source>How your group reads the rules where they can be read more than one way</source>
            <translation>Comment votre groupe lit les règles là où elles se lisent de plusieurs façons</translation>
        </message>
        <message>
            <source>Update Sheets</source>
            <translation>Mettre à jour les fiches</translation>
        </message>
        <message>
            <source>Write what play changed (tokens, damage, exhausted cards …) onto the characters' sheets</source>
            <translation>Reporter ce que le jeu a changé (jetons, dégâts, cartes épuisées…) sur les fiches des personnages</translation>
        </message>
        <message>
            <source>Players' phones…</source>
            <translation>Téléphones des joueurs…</translation>
        </message>
        <message>
            <source>Add to the Shuffle…</source>
            <translation>Ajouter au mélange…</translation>
        </message>
        <message>
            <source>A player's phrase or the faces of real dice, folded into every shuffle, card and die from now on</source>
            <translation>Une phrase d’un joueur ou les faces de vrais dés, mêlées désormais à chaque mélange, carte et dé</translation>
        </message>
        <message>
            <source>Reveal the Seed…</source>
            <translation>Révéler la graine…</translation>
        </message>
        <message>
            <source>At the end of the session: anyone can then check it with deskapp verify</source>
            <translation>En fin de séance : chacun peut ensuite la vérifier avec deskapp verify</translation>
        </message>
        <message>
            <source>Deck…</source>
            <translation>Paquet…</translation>
        </message>
        <message>
            <source>Handle a deck like a real one: put cards back, shuffle, look, deal</source>
            <translation>Manier un paquet comme un vrai : remettre des cartes, mélanger, regarder, distribuer</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Système</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Séance</translation>
        </message>
        <message>
            <source>Start a new session, or pick one to carry on where you left off.</source>
            <translation>Commencez une nouvelle séance, ou choisissez-en une pour reprendre où vous en étiez.</translation>
        </message>
        <message>
            <source>No session yet</source>
            <translation>Pas encore de séance</translation>
        </message>
        <message>
            <source>Choose a session</source>
            <translation>Choisissez une séance</translation>
        </message>
        <message>
            <source>log changed: {problem}</source>
            <translation>journal modifié : {problem}</translation>
        </message>
        <message>
            <source>log stored before checks</source>
            <translation>journal enregistré avant les vérifications</translation>
        </message>
        <message>
            <source>log verified on this computer</source>
            <translation>journal vérifié sur cet ordinateur</translation>
        </message>
        <message>
            <source>log consistent; recorded on another computer</source>
            <translation>journal cohérent ; enregistré sur un autre ordinateur</translation>
        </message>
        <message>
            <source>log imported without a chain</source>
            <translation>journal importé sans chaîne de contrôle</translation>
        </message>
        <message>
            <source>log consistent; recorded before logs were sealed</source>
            <translation>journal cohérent ; enregistré avant le scellement des journaux</translation>
        </message>
        <message>
            <source>play session '{name}' could not be shown ({error})</source>
            <translation>la séance de jeu « {name} » n’a pas pu être affichée ({error})</translation>
        </message>
        <message>
            <source>'{name}': {problem}</source>
            <translation>« {name} » : {problem}</translation>
        </message>
        <message>
            <source>Session {number}</source>
            <translation>Séance {number}</translation>
        </message>
        <message>
            <source>No seed: real cards and dice at a mirror table, or an older session</source>
            <translation>Pas de graine : vraies cartes et vrais dés à une table miroir, ou séance plus ancienne</translation>
        </message>
        <message>
            <source>Seed fingerprint {fingerprint}: read it out before play</source>
            <translation>Empreinte de la graine {fingerprint} : lisez-la à voix haute avant de jouer</translation>
        </message>
        <message>
            <source>Add to the Shuffle</source>
            <translation>Ajouter au mélange</translation>
        </message>
        <message>
            <source>A phrase, or the faces of real dice (e.g. 3 5 6 1):</source>
            <translation>Une phrase, ou les faces de vrais dés (par ex. 3 5 6 1) :</translation>
        </message>
        <message>
            <source>Reveal the Seed</source>
            <translation>Révéler la graine</translation>
        </message>
        <message>
            <source>Reveal this session's seed? Anyone with an export can then check every shuffle, card and die so far. Play after it goes on with new random values, which can no longer be checked.</source>
            <translation>Révéler la graine de cette séance ? Chacun pourra alors vérifier, avec un export, chaque mélange, carte et dé jusqu’ici. La suite du jeu tire de nouvelles valeurs, qui ne pourront plus être vérifiées.</translation>
        </message>
        <message>
            <source>Change the table options of {system}</source>
            <translation>Modifier les options de la table : {system}</translation>
        </message>
    </context>
    <context>
        <name>TableViewWindow</name>
        <message>
            <source>Table View</source>
            <translation>Vue de la table</translation>
        </message>
        <message>
            <source>Seed {fingerprint}</source>
            <translation>Empreinte de la graine {fingerprint}</translation>
        </message>
        <message>
            <source>Nothing drawn or rolled yet</source>
            <translation>Rien n’a encore été tiré ni lancé</translation>
        </message>
        <message>
            <source>Esc or F11 closes this view</source>
            <translation>Échap ou F11 ferme cette vue</translation>
        </message>
    </context>
    <context>
        <name>TagChip</name>
        <message>
            <source>Click: helps, hinders, left out</source>
            <translation>Clic : aide, gêne, écartée</translation>
        </message>
    </context>
    <context>
        <name>TagDialog</name>
        <message>
            <source>Good: helps the Founders (+)</source>
            <translation>Favorable : aide les Fondateurs (+)</translation>
        </message>
        <message>
            <source>Bad: hinders the Founders ({minus})</source>
            <translation>Défavorable : gêne les Fondateurs ({minus})</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nom</translation>
        </message>
        <message>
            <source>&amp;Kind</source>
            <translation>&amp;Type</translation>
        </message>
    </context>
    <context>
        <name>TagPicker</name>
        <message>
            <source>No tags to choose from</source>
            <translation>Aucune étiquette à choisir</translation>
        </message>
    </context>
    <context>
        <name>TrackBar</name>
        <message>
            <source>Coordinator: look</source>
            <translation>Coordinateur : regarder</translation>
        </message>
        <message>
            <source>The Threat-level cards lie face down: turn them over for the Coordinator</source>
            <translation>Les cartes de niveau de Menace sont face cachée : retournez-les pour le Coordinateur</translation>
        </message>
        <message>
            <source>Scene {number}</source>
            <translation>Scène {number}</translation>
        </message>
        <message>
            <source>Milestones {count}</source>
            <translation>Jalons {count}</translation>
        </message>
        <message>
            <source>The Threat leads</source>
            <translation>La Menace mène</translation>
        </message>
        <message>
            <source>The milestones lead</source>
            <translation>Les jalons mènent</translation>
        </message>
        <message>
            <source>Who leads lies face down</source>
            <translation>Qui mène reste caché (face cachée)</translation>
        </message>
        <message>
            <source>Nothing leads yet</source>
            <translation>Rien ne mène encore</translation>
        </message>
        <message>
            <source>step {step}, the mission ends at {final}</source>
            <translation>palier {step}, la mission se termine à {final}</translation>
        </message>
        <message>
            <source>Threat step {threat}, milestone step {milestone}, the mission ends at {final}</source>
            <translation>palier de Menace {threat}, palier des jalons {milestone}, la mission se termine à {final}</translation>
        </message>
        <message>
            <source>Threat (face down)</source>
            <translation>Menace (face cachée)</translation>
        </message>
        <message>
            <source>Threat {level}</source>
            <translation>Menace {level}</translation>
        </message>
        <message>
            <source>The Threat-level cards lie face down (A-30)</source>
            <translation>Les cartes de niveau de Menace sont face cachée (A-30)</translation>
        </message>
        <message>
            <source>this scene opened with the initiative</source>
            <translation>cette scène s’est ouverte avec l’initiative</translation>
        </message>
        <message>
            <source>this scene opened under pressure</source>
            <translation>cette scène s’est ouverte sous pression</translation>
        </message>
        <message>
            <source>this scene opened on a tie (the Coordinator decides)</source>
            <translation>cette scène s’est ouverte sur une égalité (le Coordinateur décide)</translation>
        </message>
        <message>
            <source>next scene: {next} — {totals} · {opened}</source>
            <translation>scène suivante : {next} — {totals} · {opened}</translation>
        </message>
        <message>
            <source>decided; play may go on but it cannot change</source>
            <translation>décidé ; le jeu peut continuer mais le résultat ne changera plus</translation>
        </message>
        <message>
            <source>both ends reached in this scene</source>
            <translation>les deux bouts atteints dans cette scène</translation>
        </message>
        <message>
            <source>if the other side gets there before this scene ends, it is pyrrhic</source>
            <translation>si l’autre camp y arrive avant la fin de cette scène, c’est une victoire à la Pyrrhus</translation>
        </message>
        <message>
            <source>{card}: {escalation}</source>
            <translation>{card} : {escalation}</translation>
        </message>
        <message>
            <source>T</source>
            <comment>the letter of a Threat-level card: T1, T2 …</comment>
            <translation>M</translation>
        </message>
        <message>
            <source>M</source>
            <comment>the letter of a milestone marker: M1, M2 …</comment>
            <translation>J</translation>
        </message>
        <message numerus="yes">
            <source>One milestone for every %n success(es) (A-32); milestone {final} wins the mission (A-34)</source>
            <translation>
                <numerusform>Un jalon pour chaque réussite (A-32) ; le jalon {final} gagne la mission (A-34)</numerusform>
                <numerusform>Un jalon toutes les %n réussites (A-32) ; le jalon {final} gagne la mission (A-34)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>One Threat-level card for every %n complication(s) (A-30); level {final} ends the mission (A-34). In effect this scene: {effect}.</source>
            <translation>
                <numerusform>Une carte de Menace pour chaque complication (A-30) ; le niveau {final} met fin à la mission (A-34). En vigueur dans cette scène : {effect}.</numerusform>
                <numerusform>Une carte de Menace toutes les %n complications (A-30) ; le niveau {final} met fin à la mission (A-34). En vigueur dans cette scène : {effect}.</numerusform>
            </translation>
        </message>
        <message>
            <source>initiative</source>
            <comment>the next scene opens with</comment>
            <translation>initiative</translation>
        </message>
        <message>
            <source>under pressure</source>
            <comment>the next scene opens</comment>
            <translation>sous pression</translation>
        </message>
        <message>
            <source>a tie</source>
            <comment>the next scene opens on</comment>
            <translation>égalité</translation>
        </message>
        <message>
            <source>{successes} against {complications}</source>
            <translation>{successes} contre {complications}</translation>
        </message>
        <message>
            <source>MISSION SUCCESS</source>
            <translation>MISSION RÉUSSIE</translation>
        </message>
        <message>
            <source>MISSION FAILURE</source>
            <translation>MISSION ÉCHOUÉE</translation>
        </message>
        <message>
            <source>PYRRHIC SUCCESS</source>
            <translation>VICTOIRE À LA PYRRHUS</translation>
        </message>
        <message>
            <source>a related next mission starts at Threat {level}</source>
            <translation>une mission liée suivante commence à la Menace {level}</translation>
        </message>
        <message>
            <source>Coordinator: {cards} · reserves {reserves}</source>
            <translation>Coordinateur : {cards} · réserves {reserves}</translation>
        </message>
    </context>
    <context>
        <name>UpdateSheetsDialog</name>
        <message>
            <source>Update Sheets</source>
            <translation>Mettre à jour les fiches</translation>
        </message>
        <message numerus="yes">
            <source>These items will be written onto the sheets. %n of them were also changed on the sheet while the session ran (marked): play's value is written unless you tick “Keep the sheet's”.</source>
            <translation>
                <numerusform>Ces éléments seront écrits sur les fiches. %n d’entre eux a aussi été modifié sur la fiche pendant la séance (marqué) : la valeur du jeu est écrite, sauf si vous cochez « Garder la valeur de la fiche ».</numerusform>
                <numerusform>Ces éléments seront écrits sur les fiches. %n d’entre eux ont aussi été modifiés sur la fiche pendant la séance (marqués) : la valeur du jeu est écrite, sauf si vous cochez « Garder la valeur de la fiche ».</numerusform>
            </translation>
        </message>
        <message>
            <source>These items will be written onto the sheets; nothing else changes.</source>
            <translation>Ces éléments seront écrits sur les fiches ; rien d’autre ne change.</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Élément</translation>
        </message>
        <message>
            <source>On the sheet now</source>
            <translation>Sur la fiche</translation>
        </message>
        <message>
            <source>Will be written</source>
            <translation>Sera écrit</translation>
        </message>
        <message>
            <source>Write to Sheets</source>
            <translation>Écrire sur les fiches</translation>
        </message>
        <message>
            <source>(not there)</source>
            <translation>(absent)</translation>
        </message>
        <message>
            <source>(removed)</source>
            <translation>(retiré)</translation>
        </message>
        <message>
            <source>Keep the sheet's</source>
            <translation>Garder la valeur de la fiche</translation>
        </message>
        <message>
            <source>Changed on the sheet while the session ran, and changed by play too</source>
            <translation>Modifié sur la fiche pendant la séance, et modifié aussi par le jeu</translation>
        </message>
        <message>
            <source>Nothing to write back: the sheets already hold what the table does.</source>
            <translation>Rien à reporter : les fiches contiennent déjà ce que montre la table.</translation>
        </message>
        <message>
            <source>GM's cards</source>
            <translation>Cartes du meneur de jeu</translation>
        </message>
        <message>
            <source>Put the sheets back as they were before this update</source>
            <translation>Remettre les fiches comme elles étaient avant cette mise à jour</translation>
        </message>
        <message>
            <source>Update sheets from play: {names}</source>
            <translation>Mise à jour des fiches d’après le jeu : {names}</translation>
        </message>
    </context>
    <context>
        <name>Verify</name>
        <message>
            <source>{path}: not a campaign export nor a session entry</source>
            <translation>{path} : ni un export de campagne ni une entrée de séance</translation>
        </message>
        <message>
            <source>'{name}': verified up to event {event}, where the seed (fingerprint {fingerprint}) was revealed; the random values after it are not verifiable</source>
            <translation>« {name} » : vérifiée jusqu’à l’événement {event}, où la graine (empreinte {fingerprint}) a été révélée ; les valeurs aléatoires qui suivent sont invérifiables</translation>
        </message>
        <message>
            <source>'{name}': verified: every shuffle, draw and die follows from the revealed seed (fingerprint {fingerprint})</source>
            <translation>« {name} » : vérifiée : chaque mélange, tirage et dé découle de la graine révélée (empreinte {fingerprint})</translation>
        </message>
        <message>
            <source>'{name}': not revealed: the seed (fingerprint {fingerprint}) is still secret</source>
            <translation>« {name} » : non révélée : la graine (empreinte {fingerprint}) est encore secrète</translation>
        </message>
        <message>
            <source>'{name}': not verifiable: its random values come from no committed seed (a mirror table, a session stored before, or a log without its random values)</source>
            <translation>« {name} » : invérifiable : ses valeurs aléatoires ne viennent d’aucune graine engagée (une table miroir, une séance enregistrée avant, ou un journal sans ses valeurs aléatoires)</translation>
        </message>
        <message>
            <source>'{name}': failed in its setup: {problem}</source>
            <translation>« {name} » : échec dans sa mise en place : {problem}</translation>
        </message>
        <message>
            <source>'{name}': failed at event {event}: {problem}</source>
            <translation>« {name} » : échec à l’événement {event} : {problem}</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message numerus="yes">
            <source>{start}… (%n character(s))</source>
            <translation>
                <numerusform>{start}… (%n caractère)</numerusform>
                <numerusform>{start}… (%n caractères)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>utilisation : </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>arguments positionnels </translation>
        </message>
        <message>
            <source>options</source>
            <translation>options </translation>
        </message>
        <message>
            <source>subcommands</source>
            <translation>sous-commandes </translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>afficher cette aide et quitter</translation>
        </message>
        <message>
            <source>show program's version number and exit</source>
            <translation>afficher le numéro de version du programme et quitter</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s : %(message)s</translation>
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation>commande inconnue %(parser_name)r (choix : %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>impossible d’ouvrir « %(filename)s » : %(error)s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>arguments non reconnus : %s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>non autorisé avec l’argument %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>valeur d’argument %r ignorée</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>les arguments suivants sont requis : %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>l’un des arguments %s est requis</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>une valeur attendue</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>au plus une valeur attendue</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>au moins une valeur attendue</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>option ambiguë : %(option)s peut correspondre à %(matches)s</translation>
        </message>
        <message>
            <source>unexpected option string: %s</source>
            <translation>option inattendue : %s</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>valeur %(type)s non valide : %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>choix non valide : %(value)r (choisissez parmi %(choices)s)</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s
</source>
            <translation>%(prog)s : erreur : %(message)s
</translation>
        </message>
        <message numerus="yes">
            <source>expected %n argument(s)</source>
            <translation>
                <numerusform>%n valeur attendue</numerusform>
                <numerusform>%n valeurs attendues</numerusform>
            </translation>
        </message>
    </context>
</TS>
