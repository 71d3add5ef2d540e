<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en_GB">
    <context>
        <name>AgentEditor</name>
        <message>
            <source>Reserves are a whole number from {minimum} to {maximum}.</source>
            <translation>Rezervy jsou celé číslo od {minimum} do {maximum}.</translation>
        </message>
        <message>
            <source>Reserve cards (A-04): one per player plus rewards for past contributions. One buys a temporary aspect, removes a disadvantage, uses a special aspect, restores an exhausted aspect … (A-15, A-22).</source>
            <translation>Karty rezerv (A-04): jedna na hráče plus odměny za minulý přínos pro hru. Jedna koupí dočasný aspekt, odstraní nevýhodu, umožní použít speciální aspekt, obnoví vyčerpaný aspekt … (A-15, A-22).</translation>
        </message>
        <message>
            <source>What the others see: looks, clothes, manner</source>
            <translation>Co vidí ostatní: vzhled, oblečení, vystupování</translation>
        </message>
        <message>
            <source>Appearance (A-01): written on the character card; the portrait is above.</source>
            <translation>Podoba (A-01): píše se na kartu postavy; portrét je výše.</translation>
        </message>
        <message>
            <source>Anything else about the agent: background, contacts, secrets</source>
            <translation>Cokoli dalšího o agentovi: minulost, kontakty, tajemství</translation>
        </message>
        <message>
            <source>Other information on the character card (A-01).</source>
            <translation>Další informace na kartě postavy (A-01).</translation>
        </message>
        <message>
            <source>Appearance</source>
            <translation>Podoba</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Poznámky</translation>
        </message>
        <message>
            <source>A&amp;ppearance and Notes</source>
            <translation>&amp;Podoba a poznámky</translation>
        </message>
        <message>
            <source>Aspect cards (A-02)</source>
            <translation>Karty aspektů (A-02)</translation>
        </message>
        <message>
            <source>Relationship cards toward the other agents (A-03)</source>
            <translation>Karty vztahů k ostatním agentům (A-03)</translation>
        </message>
        <message>
            <source>Equipment cards (A-05, A-17)</source>
            <translation>Karty vybavení (A-05, A-17)</translation>
        </message>
        <message>
            <source>The character card (A-01)</source>
            <translation>Karta postavy (A-01)</translation>
        </message>
        <message>
            <source>Re&amp;serves</source>
            <translation>Re&amp;zervy</translation>
        </message>
        <message>
            <source>&amp;Aspects ({count}/{most})</source>
            <translation>&amp;Aspekty ({count}/{most})</translation>
        </message>
        <message>
            <source>&amp;Relationships ({count})</source>
            <translation>&amp;Vztahy ({count})</translation>
        </message>
        <message>
            <source>E&amp;quipment ({count})</source>
            <translation>V&amp;ybavení ({count})</translation>
        </message>
        <message>
            <source>Set reserves to {count}</source>
            <translation>Nastavit rezervy na {count}</translation>
        </message>
        <message>
            <source>Edit appearance</source>
            <translation>Upravit podobu</translation>
        </message>
        <message>
            <source>Edit notes</source>
            <translation>Upravit poznámky</translation>
        </message>
    </context>
    <context>
        <name>AgentPanel</name>
        <message>
            <source>This agent tests next (A)</source>
            <translation>Tento agent testuje jako další (A)</translation>
        </message>
        <message>
            <source>Spend</source>
            <translation>Utratit</translation>
        </message>
        <message>
            <source>Spend a reserve: a detail, an item, reaching the others, a vote (A-15)</source>
            <translation>Utratit rezervu: detail, předmět, cesta k ostatním, hlas (A-15)</translation>
        </message>
        <message>
            <source>Give</source>
            <translation>Dát</translation>
        </message>
        <message>
            <source>Give a reserve to an agent who trusts this one (A-42)</source>
            <translation>Dát rezervu agentovi, který tomuto důvěřuje (A-42)</translation>
        </message>
        <message>
            <source>Reserves {count}</source>
            <translation>Rezervy {count}</translation>
        </message>
        <message>
            <source>To {name}</source>
            <translation>Postavě {name}</translation>
        </message>
        <message>
            <source>Replenish</source>
            <translation>Doplnit</translation>
        </message>
        <message>
            <source>Restore</source>
            <translation>Obnovit</translation>
        </message>
        <message>
            <source>The equipment was bought, looted or repaired (A-17)</source>
            <translation>Vybavení bylo koupeno, ukořistěno nebo opraveno (A-17)</translation>
        </message>
        <message>
            <source>Spend a reserve to restore this aspect or relationship (A-22, A-41)</source>
            <translation>Utratit rezervu za obnovení tohoto aspektu nebo vztahu (A-22, A-41)</translation>
        </message>
        <message>
            <source>Click: describe it in the test (A-10), again: exhaust it for an advantage (A-11)</source>
            <translation>Kliknutí: popsat ho v testu (A-10), další kliknutí: vyčerpat ho pro výhodu (A-11)</translation>
        </message>
        <message>
            <source>Equipment works as an aspect beside a fitting character aspect (A-17)</source>
            <translation>Vybavení funguje jako aspekt spolu s odpovídajícím aspektem postavy (A-17)</translation>
        </message>
        <message>
            <source>Trust is used as an ordinary aspect while cooperating with {name} (A-42)</source>
            <translation>Důvěra se při spolupráci s postavou {name} používá jako běžný aspekt (A-42)</translation>
        </message>
        <message>
            <source>The Coordinator uses it (+1 card, a black one is discarded), exhausts it (a disadvantage, A-12), or a reserve ignores it for the scene (A-15)</source>
            <translation>Koordinátor ho použije (+1 karta, černá se odhodí), vyčerpá ho (nevýhoda, A-12), nebo ho rezerva nechá pro scénu ignorovat (A-15)</translation>
        </message>
        <message>
            <source> — a special aspect costs one reserve to use (A-15)</source>
            <translation> — použití speciálního aspektu stojí jednu rezervu (A-15)</translation>
        </message>
        <message>
            <source> — exhausted: it still adds its card but gives no advantage (A-13)</source>
            <translation> — vyčerpaný: kartu stále přidává, ale výhodu nedává (A-13)</translation>
        </message>
        <message>
            <source>{agent} → {toward}: {before} → {after} on {on}: {reason}</source>
            <translation>{agent} → {toward}: {before} → {after} dne {on}: {reason}</translation>
        </message>
        <message>
            <source>No relationship has changed yet (A-24)</source>
            <translation>Žádný vztah se zatím nezměnil (A-24)</translation>
        </message>
        <message>
            <source> (exhausted)</source>
            <translation> (vyčerpaný)</translation>
        </message>
        <message>
            <source>→ {toward}: {relation}</source>
            <translation>→ {toward}: {relation}</translation>
        </message>
    </context>
    <context>
        <name>AgentsCheck</name>
        <message>
            <source>positive aspects described; each draws a card (rule A-10)</source>
            <translation>popsané pozitivní aspekty; za každý se táhne karta (A-10)</translation>
        </message>
        <message>
            <source>of those, exhausted for advantages; each removes a complication (A-11, A-16)</source>
            <translation>z nich vyčerpané pro výhodu; každý odebere jednu komplikaci (A-11, A-16)</translation>
        </message>
        <message>
            <source>temporary aspects bought with reserves; each draws a card (A-15)</source>
            <translation>dočasné aspekty koupené za rezervy; za každý se táhne karta (A-15)</translation>
        </message>
        <message>
            <source>negative aspects the Coordinator uses; each draws a card, a black one is discarded (A-12)</source>
            <translation>negativní aspekty, které Koordinátor použije; za každý se táhne karta, černá se odhazuje (A-12)</translation>
        </message>
        <message>
            <source>of those, exhausted as disadvantages; each removes a success (A-12, A-16)</source>
            <translation>z nich vyčerpané jako nevýhoda; každý odebere jeden úspěch (A-12, A-16)</translation>
        </message>
        <message>
            <source>partially distrusted agents present; each draws a card, a black one is discarded (A-44)</source>
            <translation>přítomní agenti, ke kterým je částečná nedůvěra; za každého se táhne karta, černá se odhazuje (A-44)</translation>
        </message>
        <message>
            <source>other advantages: betrayed full trust (A-43), a distrusted attacker (A-45)</source>
            <translation>další výhody: zrazená naprostá důvěra (A-43), útočník, kterému agent nedůvěřuje (A-45)</translation>
        </message>
        <message>
            <source>partial trusts betrayed by this test; each is one extra success (A-43)</source>
            <translation>částečné důvěry zrazené tímto testem; každá je jeden úspěch navíc (A-43)</translation>
        </message>
        <message>
            <source>threat factors; each removes a success (A-31)</source>
            <translation>ohrožující faktory; každý odebere jeden úspěch (A-31)</translation>
        </message>
        <message>
            <source>the cards drawn at the table, in draw order: the base card, one per aspect, per temporary aspect, per negative aspect, per distrust (mirror mode); without it the cards come from a freshly shuffled deck</source>
            <translation>karty tažené u stolu v pořadí tažení: základní karta, pak jedna za každý aspekt, dočasný aspekt, negativní aspekt a nedůvěru (zrcadlení skutečného balíčku); bez této volby se karty táhnou z nově zamíchaného balíčku</translation>
        </message>
        <message>
            <source>seed the shuffle, to repeat a draw exactly</source>
            <translation>semínko míchání, aby šlo tažení přesně zopakovat</translation>
        </message>
        <message>
            <source>a table option, such as disadvantage_draw=remove_success or deck=standard54 (repeat for more)</source>
            <translation>možnost stolu, například disadvantage_draw=remove_success nebo deck=standard54 (pro víc možností zopakujte)</translation>
        </message>
        <message>
            <source>the table's deck</source>
            <translation>balíček stolu</translation>
        </message>
        <message numerus="yes">
            <source>--cards holds %n card(s) but this test draws {needed} ({draw})</source>
            <translation>
                <numerusform>--cards obsahuje %n kartu, ale tento test táhne {needed} ({draw})</numerusform>
                <numerusform>--cards obsahuje %n karty, ale tento test táhne {needed} ({draw})</numerusform>
                <numerusform>--cards obsahuje %n karet, ale tento test táhne {needed} ({draw})</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is given twice in --cards: a card is drawn only once</source>
            <translation>{card} je v --cards dvakrát: každá karta se táhne jen jednou</translation>
        </message>
        <message>
            <source>{card} is not in {deck}</source>
            <translation>{card} není v balíčku: {deck}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <source>Drawn ({draw}): {cards}</source>
            <translation>Taženo ({draw}): {cards}</translation>
        </message>
        <message>
            <source>Kept: {cards}</source>
            <translation>Zůstaly: {cards}</translation>
        </message>
        <message>
            <source>Removed by advantages and disadvantages: {cards}</source>
            <translation>Odebrány výhodami a nevýhodami: {cards}</translation>
        </message>
        <message>
            <source>Discarded (black cards of negative aspects or distrust): {cards}</source>
            <translation>Odhozeny (černé karty negativních aspektů nebo nedůvěry): {cards}</translation>
        </message>
        <message numerus="yes">
            <source>Betrayed partial trust: %n extra success(es)</source>
            <translation>
                <numerusform>Zrazená částečná důvěra: %n úspěch navíc</numerusform>
                <numerusform>Zrazená částečná důvěra: %n úspěchy navíc</numerusform>
                <numerusform>Zrazená částečná důvěra: %n úspěchů navíc</numerusform>
            </translation>
        </message>
        <message>
            <source>Result: {successes}, {complications} — {reading}</source>
            <translation>Výsledek: {successes}, {complications} — {reading}</translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n úspěch</numerusform>
                <numerusform>%n úspěchy</numerusform>
                <numerusform>%n úspěchů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s)</source>
            <translation>
                <numerusform>%n komplikace</numerusform>
                <numerusform>%n komplikace</numerusform>
                <numerusform>%n komplikací</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AgentsDriver</name>
        <message>
            <source>field 'choices.{name}' is for a test in counts; this test was described by name</source>
            <translation>pole 'choices.{name}' patří testu zadanému počty; tento test byl popsán jmény</translation>
        </message>
        <message>
            <source>field 'choices.{name}' must be a list of names for a test described by name, not {value}</source>
            <translation>pole 'choices.{name}' musí být u testu popsaného jmény seznam jmen, ne {value}</translation>
        </message>
        <message>
            <source>the choices of a test in counts are {known}, not '{name}'</source>
            <translation>volby testu zadaného počty jsou {known}, ne '{name}'</translation>
        </message>
        <message>
            <source>field 'choices.{name}' must be a whole number for a test in counts, not a list</source>
            <translation>pole 'choices.{name}' musí být u testu zadaného počty celé číslo, ne seznam</translation>
        </message>
        <message>
            <source>{agent} has no relationship card toward {toward}</source>
            <translation>{agent} nemá kartu vztahu k postavě {toward}</translation>
        </message>
        <message>
            <source>{agent} does not play in this mission</source>
            <translation>{agent} v této misi nehraje</translation>
        </message>
        <message>
            <source>an Agents session's setup must list its agents</source>
            <translation>nastavení sezení Agentů musí vyjmenovat agenty</translation>
        </message>
        <message>
            <source>unknown field '{key}' in the session's setup</source>
            <translation>neznámé pole '{key}' v nastavení sezení</translation>
        </message>
        <message>
            <source>the setup's '{key}' must be true or false, not {value}</source>
            <translation>pole nastavení '{key}' musí být true nebo false, ne {value}</translation>
        </message>
        <message>
            <source>a mission log must be a JSON object</source>
            <translation>záznam mise musí být objekt JSON</translation>
        </message>
        <message>
            <source>the mission holds only {agent}'s name, not its cards: describe the test in counts</source>
            <translation>mise zná z postavy {agent} jen jméno, ne její karty: zadejte test počty</translation>
        </message>
        <message>
            <source>a draw describes the test by 'plan' or in counts by 'setup'</source>
            <translation>tažení popisuje test buď jmény ('plan'), nebo počty ('setup')</translation>
        </message>
        <message>
            <source>this session draws from the app's shuffled deck; typing the drawn cards is for mirror sessions</source>
            <translation>toto sezení táhne z balíčku zamíchaného aplikací; tažené karty se zadávají jen při zrcadlení skutečného balíčku</translation>
        </message>
        <message>
            <source>this session mirrors the real deck: type the cards drawn, such as {cards} or {typed}</source>
            <translation>toto sezení zrcadlí skutečný balíček: zadejte tažené karty, například {cards} nebo {typed}</translation>
        </message>
        <message>
            <source>a described test takes Coordinator reserves in its choices and seeking danger in its plan</source>
            <translation>u popsaného testu patří rezervy Koordinátora do voleb a vyhledávání nebezpečí do popisu</translation>
        </message>
        <message>
            <source>action 'resolve': {problem}</source>
            <translation>akce 'resolve': {problem}</translation>
        </message>
        <message>
            <source>'raised' must be a whole number from 0, not {value}</source>
            <translation>'raised' musí být celé číslo od 0, ne {value}</translation>
        </message>
        <message>
            <source>relationship changes need the date they are written on ('on': YYYY-MM-DD)</source>
            <translation>změny vztahů potřebují datum zápisu ('on': RRRR-MM-DD)</translation>
        </message>
        <message>
            <source>taking a card back is for mirror sessions: this session draws from the app's shuffled deck</source>
            <translation>vrátit kartu lze jen při zrcadlení skutečného balíčku: toto sezení táhne z balíčku zamíchaného aplikací</translation>
        </message>
        <message>
            <source>take back one card, not {value}</source>
            <translation>vraťte jednu kartu, ne {value}</translation>
        </message>
        <message>
            <source>mission-log events carry their cards, so only mirror sessions play them</source>
            <translation>události záznamu mise nesou své karty, proto je hrají jen sezení se zrcadlením skutečného balíčku</translation>
        </message>
        <message>
            <source>the relationship changes of a mission-log scene end need their date ('on')</source>
            <translation>změny vztahů na konci scény v záznamu mise potřebují datum ('on')</translation>
        </message>
        <message>
            <source>no test is being played: draw its cards first</source>
            <translation>právě se nehraje žádný test: nejdřív táhněte jeho karty</translation>
        </message>
        <message>
            <source>'{key}' must be a name or text, not {value}</source>
            <translation>'{key}' musí být jméno nebo text, ne {value}</translation>
        </message>
    </context>
    <context>
        <name>AgentsHistory</name>
        <message>
            <source>; </source>
            <comment>between the parts of a history line</comment>
            <translation>; </translation>
        </message>
        <message>
            <source>'{text}'</source>
            <translation>„{text}“</translation>
        </message>
        <message>
            <source>red</source>
            <translation>červená</translation>
        </message>
        <message>
            <source>black</source>
            <translation>černá</translation>
        </message>
        <message>
            <source>{card} ({colour})</source>
            <translation>{card} ({colour})</translation>
        </message>
        <message>
            <source>{agent} draws {cards}</source>
            <translation>{agent} táhne {cards}</translation>
        </message>
        <message>
            <source>{successes}, {complications} ({reading})</source>
            <translation>{successes}, {complications} ({reading})</translation>
        </message>
        <message>
            <source>kept {cards}</source>
            <translation>ponecháno: {cards}</translation>
        </message>
        <message>
            <source>removed {cards}</source>
            <translation>odebráno: {cards}</translation>
        </message>
        <message>
            <source>discarded {cards}</source>
            <translation>odhozeno: {cards}</translation>
        </message>
        <message>
            <source>exhausted {aspects}</source>
            <translation>vyčerpáno: {aspects}</translation>
        </message>
        <message>
            <source>new negative aspect {aspects}</source>
            <translation>nový negativní aspekt: {aspects}</translation>
        </message>
        <message>
            <source>new negative aspects {aspects}</source>
            <translation>nové negativní aspekty: {aspects}</translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s) became negative aspect(s)</source>
            <translation>
                <numerusform>%n komplikace se stala negativním aspektem</numerusform>
                <numerusform>%n komplikace se staly negativními aspekty</numerusform>
                <numerusform>%n komplikací se stalo negativními aspekty</numerusform>
            </translation>
        </message>
        <message>
            <source>{agent}'s test: {result}</source>
            <translation>{agent} – test: {result}</translation>
        </message>
        <message>
            <source>{agent}'s cards go back on the deck</source>
            <translation>{agent} vrací karty do balíčku</translation>
        </message>
        <message>
            <source>An interrupted rest: {agents}</source>
            <translation>Přerušený odpočinek: {agents}</translation>
        </message>
        <message>
            <source>A rest: {agents}</source>
            <translation>Odpočinek: {agents}</translation>
        </message>
        <message numerus="yes">
            <source>+%n complication mark(s)</source>
            <translation>
                <numerusform>+%n komplikace za odpočinek</numerusform>
                <numerusform>+%n komplikace za odpočinek</numerusform>
                <numerusform>+%n komplikací za odpočinek</numerusform>
            </translation>
        </message>
        <message>
            <source>{agent} restores {aspects}</source>
            <translation>{agent} obnovuje: {aspects}</translation>
        </message>
        <message>
            <source>Scene {number} ends</source>
            <translation>Konec scény {number}</translation>
        </message>
        <message>
            <source>{agent} → {toward}: {relation} ({reason})</source>
            <translation>{agent} → {toward}: {relation} ({reason})</translation>
        </message>
        <message>
            <source>{agent} spends a reserve to restore '{aspect}'</source>
            <translation>{agent} utrácí rezervu za obnovení aspektu „{aspect}“</translation>
        </message>
        <message>
            <source>{agent} spends a reserve to {purpose}</source>
            <translation>{agent} utrácí rezervu za {purpose}</translation>
        </message>
        <message>
            <source>{giver} gives {receiver} a reserve</source>
            <translation>{giver} dává rezervu postavě {receiver}</translation>
        </message>
        <message>
            <source>{agent}'s '{equipment}' is replenished</source>
            <translation>{agent}: vybavení „{equipment}“ je doplněno</translation>
        </message>
        <message>
            <source>A fresh deck: every card shuffled into a new draw pile</source>
            <translation>Nový balíček: všechny karty zamíchány do nového dobíracího balíčku</translation>
        </message>
        <message>
            <source>the discard pile</source>
            <translation>z odhazovacího balíčku</translation>
        </message>
        <message>
            <source>the success pile</source>
            <translation>z hromádky úspěchů</translation>
        </message>
        <message>
            <source>the complication pile</source>
            <translation>z hromádky komplikací</translation>
        </message>
        <message>
            <source>Correction: {card} taken from {pile} back onto the draw pile</source>
            <translation>Oprava: {card} vrácena {pile} zpět do dobíracího balíčku</translation>
        </message>
        <message>
            <source>{agent}'s test: {cards}</source>
            <translation>{agent} – test: {cards}</translation>
        </message>
        <message>
            <source>Rest: {agents}</source>
            <translation>Odpočinek: {agents}</translation>
        </message>
        <message>
            <source>The end of scene {number}</source>
            <translation>Konec scény {number}</translation>
        </message>
        <message>
            <source>A fresh deck</source>
            <translation>Nový balíček</translation>
        </message>
        <message>
            <source>Threat level {level}</source>
            <translation>stupeň Ohrožení {level}</translation>
        </message>
        <message>
            <source>milestone {number}</source>
            <translation>milník {number}</translation>
        </message>
        <message>
            <source>the mission ends: {outcome}</source>
            <translation>mise končí: {outcome}</translation>
        </message>
        <message>
            <source>the outcome is final</source>
            <translation>výsledek je konečný</translation>
        </message>
        <message>
            <source>The Coordinator</source>
            <translation>Koordinátor</translation>
        </message>
    </context>
    <context>
        <name>AgentsMission</name>
        <message>
            <source>event {number}: {message}</source>
            <translation>událost {number}: {message}</translation>
        </message>
        <message>
            <source>the draw pile</source>
            <translation>dobírací balíček</translation>
        </message>
        <message>
            <source>the discard pile</source>
            <translation>odhazovací balíček</translation>
        </message>
        <message>
            <source>the cards on the table</source>
            <translation>karty na stole</translation>
        </message>
        <message>
            <source>the success pile</source>
            <translation>hromádka úspěchů</translation>
        </message>
        <message>
            <source>the complication pile</source>
            <translation>hromádka komplikací</translation>
        </message>
        <message>
            <source>{card} taken back from the discard pile</source>
            <translation>{card} vrácena z odhazovacího balíčku</translation>
        </message>
        <message>
            <source>{card} taken back from the success pile</source>
            <translation>{card} vrácena z hromádky úspěchů</translation>
        </message>
        <message>
            <source>{card} taken back from the complication pile</source>
            <translation>{card} vrácena z hromádky komplikací</translation>
        </message>
        <message>
            <source>{card} was already drawn: it lies on the table</source>
            <translation>{card} už byla tažena: leží na stole</translation>
        </message>
        <message>
            <source>{card} was already drawn: it is in the success pile</source>
            <translation>{card} už byla tažena: je na hromádce úspěchů</translation>
        </message>
        <message>
            <source>{card} was already drawn: it is in the complication pile</source>
            <translation>{card} už byla tažena: je na hromádce komplikací</translation>
        </message>
        <message>
            <source>{card} was already drawn: it is in another pile ({pile})</source>
            <translation>{card} už byla tažena: je jinde ({pile})</translation>
        </message>
        <message>
            <source>{agent} has no relationship card toward itself</source>
            <translation>nikdo nemá kartu vztahu sám k sobě ({agent})</translation>
        </message>
        <message numerus="yes">
            <source>this test draws %n card(s) ({draw}), not {given}</source>
            <translation>
                <numerusform>tento test táhne %n kartu ({draw}), ne {given}</numerusform>
                <numerusform>tento test táhne %n karty ({draw}), ne {given}</numerusform>
                <numerusform>tento test táhne %n karet ({draw}), ne {given}</numerusform>
            </translation>
        </message>
        <message>
            <source>{problem}; start a fresh deck — the success and complication piles are kept as counts</source>
            <translation>{problem}; začněte nový balíček — hromádky úspěchů a komplikací zůstanou jako počty</translation>
        </message>
        <message>
            <source>{card} is already in the draw pile: there is nothing to take back</source>
            <translation>{card} už je v dobíracím balíčku: není co vracet</translation>
        </message>
        <message>
            <source>{card} lies on the table with the test being played: a correction leaves it alone</source>
            <translation>{card} leží na stole s právě hraným testem: oprava ji nechává být</translation>
        </message>
        <message>
            <source>{card} is not where the log says ({source}) but in {pile}</source>
            <translation>{card} není tam, kde uvádí záznam ({source}), ale jinde: {pile}</translation>
        </message>
        <message>
            <source>this log is for the '{system}' system, not 'agents'</source>
            <translation>tento záznam patří systému '{system}', ne 'agents'</translation>
        </message>
        <message>
            <source>unknown field '{key}' in the mission log (known: system, name, agents, options, start_threat, coordinator_rewards, events)</source>
            <translation>neznámé pole '{key}' v záznamu mise (známá pole: system, name, agents, options, start_threat, coordinator_rewards, events)</translation>
        </message>
        <message>
            <source>the mission log needs a list of 'events'</source>
            <translation>záznam mise potřebuje seznam událostí 'events'</translation>
        </message>
        <message>
            <source>an event must be a JSON object, not {value}</source>
            <translation>událost musí být objekt JSON, ne {value}</translation>
        </message>
        <message>
            <source>unknown field '{key}' in a take_back event</source>
            <translation>neznámé pole '{key}' v události take_back</translation>
        </message>
        <message>
            <source>'from' must be one of {piles}, not {value}</source>
            <translation>'from' musí být jedno z: {piles}, ne {value}</translation>
        </message>
        <message>
            <source>unknown event type {value} (a mission log has: test, rest, scene_end, fresh_deck, take_back)</source>
            <translation>neznámý typ události {value} (záznam mise zná: test, rest, scene_end, fresh_deck, take_back)</translation>
        </message>
        <message>
            <source>'agents' must be a list of the agents' names</source>
            <translation>'agents' musí být seznam jmen agentů</translation>
        </message>
        <message>
            <source>agents[{index}] must be a name, not {value}</source>
            <translation>agents[{index}] musí být jméno, ne {value}</translation>
        </message>
        <message>
            <source>{card} lies in the {pile}, which is the mission's score: its cards stay there</source>
            <translation>{card} patří ke skóre mise ({pile}): tyto karty zůstávají, kde jsou</translation>
        </message>
        <message>
            <source>drawn cards are not shuffled back: the discard pile becomes the draw pile only when the draw pile runs out</source>
            <translation>tažené karty se zpět nezamíchávají: odhazovací balíček se stane dobíracím, až když dobírací dojde</translation>
        </message>
        <message>
            <source>{card} is drawn twice in this test</source>
            <translation>{card} je v tomto testu tažena dvakrát</translation>
        </message>
        <message>
            <source>{card} is in the discard pile: it comes back only when the draw pile runs out and the discard pile is shuffled into it</source>
            <translation>{card} je v odhazovacím balíčku: vrátí se, až dojde dobírací balíček a odhazovací se do něj zamíchá</translation>
        </message>
        <message>
            <source>{card} is not in the mission deck ({deck})</source>
            <translation>{card} není v balíčku mise ({deck})</translation>
        </message>
        <message>
            <source>{agent}'s cards are still on the table: resolve or cancel that test first</source>
            <translation>karty postavy {agent} ještě leží na stole: nejdřív ten test vyhodnoťte nebo zrušte</translation>
        </message>
        <message>
            <source>no test is being played: draw its cards first</source>
            <translation>právě se nehraje žádný test: nejdřív táhněte jeho karty</translation>
        </message>
        <message>
            <source>a mission has at most {maximum} agents, not {count}: each holds a relationship card toward every other</source>
            <translation>mise má nanejvýš {maximum} agentů, ne {count}: každý má kartu vztahu ke každému dalšímu</translation>
        </message>
        <message>
            <source>an agent's name must be text that is not empty, not {value}</source>
            <translation>jméno agenta musí být neprázdný text, ne {value}</translation>
        </message>
        <message>
            <source>two agents in the mission are called '{name}'</source>
            <translation>dva agenti mise se jmenují „{name}“</translation>
        </message>
        <message>
            <source>a mission needs at least one agent</source>
            <translation>mise potřebuje aspoň jednoho agenta</translation>
        </message>
        <message>
            <source>the Coordinator's rewards must be a whole number from 0, not {value}</source>
            <translation>odměny Koordinátora musí být celé číslo od 0, ne {value}</translation>
        </message>
        <message>
            <source>the starting Threat must be a whole number from 0, not {value}</source>
            <translation>počáteční Ohrožení musí být celé číslo od 0, ne {value}</translation>
        </message>
        <message>
            <source>the final level 'aspects' averages the agents' aspects (rule A-34): every agent of the mission needs its cards, not only a name</source>
            <translation>poslední stupeň 'aspects' je průměr aspektů agentů (A-34): každý agent mise potřebuje své karty, ne jen jméno</translation>
        </message>
        <message>
            <source>a rest needs at least one resting agent (rule A-22)</source>
            <translation>odpočinek potřebuje aspoň jednoho odpočívajícího agenta (A-22)</translation>
        </message>
        <message>
            <source>'interrupted' must be true or false, not {value}</source>
            <translation>'interrupted' musí být true nebo false, ne {value}</translation>
        </message>
        <message>
            <source>{agent} cannot rest near {other}, whom {agent} fully distrusts (rule A-44)</source>
            <translation>{agent} nemůže odpočívat poblíž postavy {other}, které naprosto nedůvěřuje (A-44)</translation>
        </message>
        <message>
            <source>'restore' must map agents to the aspects they restore</source>
            <translation>'restore' musí přiřadit agentům aspekty, které obnovují</translation>
        </message>
        <message>
            <source>the mission holds only {agent}'s name, not its aspects</source>
            <translation>mise zná jen jméno postavy {agent}, ne její aspekty</translation>
        </message>
        <message>
            <source>the aspects {agent} restores must be a list of texts</source>
            <translation>aspekty, které {agent} obnovuje, musí být seznam textů</translation>
        </message>
        <message>
            <source>{agent} does not rest, so restores nothing (rule A-22)</source>
            <translation>{agent} neodpočívá, a tak nic neobnovuje (A-22)</translation>
        </message>
        <message>
            <source>'relationships' must be a list of changes</source>
            <translation>'relationships' musí být seznam změn</translation>
        </message>
        <message>
            <source>a relationship change must be an object, not {value}</source>
            <translation>změna vztahu musí být objekt, ne {value}</translation>
        </message>
        <message>
            <source>{agent}'s relationship toward {toward} changes twice at one scene end</source>
            <translation>vztah postavy {agent} k postavě {toward} se na jednom konci scény mění dvakrát</translation>
        </message>
        <message>
            <source>the change starts from {before} but {agent}'s card toward {toward} says {level}</source>
            <translation>změna začíná od hodnoty {before}, ale karta postavy {agent} k postavě {toward} uvádí {level}</translation>
        </message>
        <message>
            <source>{agent} toward {toward}: {problem}</source>
            <translation>{agent} k postavě {toward}: {problem}</translation>
        </message>
        <message>
            <source>{agent} cannot give a reserve to itself</source>
            <translation>nikdo nemůže dát rezervu sám sobě ({agent})</translation>
        </message>
        <message>
            <source>Coordinator reserves raise the Threat only as threat factors acting in this test (rule A-31)</source>
            <translation>rezervy Koordinátora zvyšují Ohrožení jen jako ohrožující faktory působící v tomto testu (A-31)</translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) (disadvantages) exceed the Threat level {threat} plus {reserves} Coordinator reserves: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n ohrožující faktor (nevýhoda) přesahuje stupeň Ohrožení {threat} plus {reserves} rezerv Koordinátora: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
                <numerusform>%n ohrožující faktory (nevýhody) přesahují stupeň Ohrožení {threat} plus {reserves} rezerv Koordinátora: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
                <numerusform>%n ohrožujících faktorů (nevýhod) přesahuje stupeň Ohrožení {threat} plus {reserves} rezerv Koordinátora: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) (disadvantages) exceed the Threat level {threat}: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n ohrožující faktor (nevýhoda) přesahuje stupeň Ohrožení {threat}: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
                <numerusform>%n ohrožující faktory (nevýhody) přesahují stupeň Ohrožení {threat}: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
                <numerusform>%n ohrožujících faktorů (nevýhod) přesahuje stupeň Ohrožení {threat}: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the Coordinator has %n reserve(s), not {asked} (rule A-07)</source>
            <translation>
                <numerusform>Koordinátor má %n rezervu, ne {asked} (A-07)</numerusform>
                <numerusform>Koordinátor má %n rezervy, ne {asked} (A-07)</numerusform>
                <numerusform>Koordinátor má %n rezerv, ne {asked} (A-07)</numerusform>
            </translation>
        </message>
        <message>
            <source>'danger' must be true or false, not {value}</source>
            <translation>'danger' musí být true nebo false, ne {value}</translation>
        </message>
        <message numerus="yes">
            <source>{agent}'s test has %n card(s) but needs at least {needed} ({draw})</source>
            <translation>
                <numerusform>test postavy {agent} má %n kartu, ale potřebuje aspoň {needed} ({draw})</numerusform>
                <numerusform>test postavy {agent} má %n karty, ale potřebuje aspoň {needed} ({draw})</numerusform>
                <numerusform>test postavy {agent} má %n karet, ale potřebuje aspoň {needed} ({draw})</numerusform>
            </translation>
        </message>
        <message>
            <source>'{key}' must be a list of drawn cards such as ["QH"], not {value}</source>
            <translation>'{key}' musí být seznam tažených karet, například ["QH"], ne {value}</translation>
        </message>
        <message>
            <source>{value} is not a card</source>
            <translation>{value} není karta</translation>
        </message>
        <message>
            <source>unknown agent {value} (agents: {agents})</source>
            <translation>neznámý agent {value} (agenti: {agents})</translation>
        </message>
        <message>
            <source>{problem}; only agents test, never the Coordinator (rule A-20)</source>
            <translation>{problem}; testují jen agenti, nikdy Koordinátor (A-20)</translation>
        </message>
        <message>
            <source>the present agents must be a list of names, not {value}</source>
            <translation>přítomní agenti musí být seznam jmen, ne {value}</translation>
        </message>
        <message>
            <source>{agent} is named twice among the resting agents</source>
            <translation>mezi odpočívajícími agenty je dvakrát uvedena postava {agent}</translation>
        </message>
        <message>
            <source>{agent} is named twice among the present agents</source>
            <translation>mezi přítomnými agenty je dvakrát uvedena postava {agent}</translation>
        </message>
        <message>
            <source>the mission holds only {agent}'s name, not its cards: describe the test in counts</source>
            <translation>mise zná jen jméno postavy {agent}, ne její karty: zadejte test počty</translation>
        </message>
        <message>
            <source>'on' must be a date like 2026-03-14, not {value}</source>
            <translation>'on' musí být datum jako 2026-03-14, ne {value}</translation>
        </message>
        <message>
            <source>{value} is not a relationship (use {known})</source>
            <translation>{value} není vztah (použijte {known})</translation>
        </message>
        <message>
            <source>'{key}' is missing</source>
            <translation>'{key}' chybí</translation>
        </message>
        <message>
            <source>'{key}' must be text, not {value}</source>
            <translation>'{key}' musí být text, ne {value}</translation>
        </message>
        <message>
            <source>'{key}' must be a list, not {value}</source>
            <translation>'{key}' musí být seznam, ne {value}</translation>
        </message>
        <message>
            <source>'{key}' must be a whole number from 0, not {value}</source>
            <translation>'{key}' musí být celé číslo od 0, ne {value}</translation>
        </message>
        <message>
            <source>unknown field '{key}' (known: {known})</source>
            <translation>neznámé pole '{key}' (známá pole: {known})</translation>
        </message>
        <message>
            <source>{event} by {agent}</source>
            <translation>{event}: {agent}</translation>
        </message>
    </context>
    <context>
        <name>AgentsOdds</name>
        <message numerus="yes">
            <source>this test draws %n card(s) but the draw pile ({draw}) and the discard pile ({discard}) hold only {both}</source>
            <translation>
                <numerusform>tento test táhne %n kartu, ale dobírací balíček ({draw}) a odhazovací balíček ({discard}) jich mají jen {both}</numerusform>
                <numerusform>tento test táhne %n karty, ale dobírací balíček ({draw}) a odhazovací balíček ({discard}) jich mají jen {both}</numerusform>
                <numerusform>tento test táhne %n karet, ale dobírací balíček ({draw}) a odhazovací balíček ({discard}) jich mají jen {both}</numerusform>
            </translation>
        </message>
        <message>
            <source>Next milestone with this test</source>
            <translation>Další milník tímto testem</translation>
        </message>
        <message>
            <source>Next Threat level with this test</source>
            <translation>Další stupeň Ohrožení tímto testem</translation>
        </message>
    </context>
    <context>
        <name>AgentsPlayers</name>
        <message>
            <source>Reserves</source>
            <translation>Rezervy</translation>
        </message>
        <message>
            <source>Aspect ({kind})</source>
            <translation>Aspekt ({kind})</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Vybavení</translation>
        </message>
        <message>
            <source>Toward {agent}</source>
            <translation>Vůči {agent}</translation>
        </message>
        <message>
            <source>{text} (exhausted)</source>
            <translation>{text} (vyčerpáno)</translation>
        </message>
        <message>
            <source>The aspects you describe for your next test</source>
            <translation>Aspekty, které popíšete u svého příštího testu</translation>
        </message>
        <message>
            <source>Ask the game master to draw</source>
            <translation>Požádat vypravěče o tah</translation>
        </message>
        <message>
            <source>{agent} asks for a test with no aspect</source>
            <translation>{agent} žádá o test bez aspektu</translation>
        </message>
        <message>
            <source>{agent} asks for a test with {aspects}</source>
            <translation>{agent} žádá o test s aspekty: {aspects}</translation>
        </message>
    </context>
    <context>
        <name>AgentsPublic</name>
        <message>
            <source>Scene</source>
            <translation>Scéna</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Ohrožení</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>lícem dolů</translation>
        </message>
        <message>
            <source>Milestones</source>
            <translation>Milníky</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Skóre</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Balíček</translation>
        </message>
        <message numerus="yes">
            <source>%n left</source>
            <translation>
                <numerusform>zbývá %n</numerusform>
                <numerusform>zbývají %n</numerusform>
                <numerusform>zbývá %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Reserves</source>
            <translation>Rezervy</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Vyčerpáno</translation>
        </message>
        <message>
            <source>drawn, not sorted yet</source>
            <translation>taženo, zatím neroztříděno</translation>
        </message>
    </context>
    <context>
        <name>AgentsReplay</name>
        <message>
            <source>the Threat leads</source>
            <translation>vede Ohrožení</translation>
        </message>
        <message>
            <source>the milestones lead</source>
            <translation>vedou milníky</translation>
        </message>
        <message>
            <source>nobody leads</source>
            <translation>nikdo nevede</translation>
        </message>
        <message>
            <source>the agents have the initiative</source>
            <translation>agenti mají iniciativu</translation>
        </message>
        <message>
            <source>the agents are under pressure</source>
            <translation>agenti jsou pod tlakem</translation>
        </message>
        <message>
            <source>a tie</source>
            <translation>nerozhodně</translation>
        </message>
        <message>
            <source>not decided yet</source>
            <translation>zatím nerozhodnuto</translation>
        </message>
        <message>
            <source>{outcome} (until this scene ends)</source>
            <translation>{outcome} (do konce této scény)</translation>
        </message>
        <message>
            <source>{successes}, {complications}</source>
            <translation>{successes}, {complications}</translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n úspěch</numerusform>
                <numerusform>%n úspěchy</numerusform>
                <numerusform>%n úspěchů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s)</source>
            <translation>
                <numerusform>%n komplikace</numerusform>
                <numerusform>%n komplikace</numerusform>
                <numerusform>%n komplikací</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{score} (%n from rest)</source>
            <translation>
                <numerusform>{score} (%n za odpočinek)</numerusform>
                <numerusform>{score} (%n za odpočinek)</numerusform>
                <numerusform>{score} (%n za odpočinek)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Replayed %n event(s) of a mission with {agents}; now in scene {scene}.</source>
            <translation>
                <numerusform>Přehrána %n událost mise, v níž hrají {agents}; nyní probíhá scéna {scene}.</numerusform>
                <numerusform>Přehrány %n události mise, v níž hrají {agents}; nyní probíhá scéna {scene}.</numerusform>
                <numerusform>Přehráno %n událostí mise, v níž hrají {agents}; nyní probíhá scéna {scene}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Score: {score}; {initiative}.</source>
            <translation>Skóre: {score}; {initiative}.</translation>
        </message>
        <message numerus="yes">
            <source>Threat {threat} and %n milestone(s) of {final} (step {step}): {leading}.</source>
            <translation>
                <numerusform>Ohrožení {threat} a %n milník z {final} (krok {step}): {leading}.</numerusform>
                <numerusform>Ohrožení {threat} a %n milníky z {final} (krok {step}): {leading}.</numerusform>
                <numerusform>Ohrožení {threat} a %n milníků z {final} (krok {step}): {leading}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Threat {threat} and %n milestone(s) of {final} (Threat step {step}, milestone step {milestone_step}): {leading}.</source>
            <translation>
                <numerusform>Ohrožení {threat} a %n milník z {final} (krok Ohrožení {step}, krok milníků {milestone_step}): {leading}.</numerusform>
                <numerusform>Ohrožení {threat} a %n milníky z {final} (krok Ohrožení {step}, krok milníků {milestone_step}): {leading}.</numerusform>
                <numerusform>Ohrožení {threat} a %n milníků z {final} (krok Ohrožení {step}, krok milníků {milestone_step}): {leading}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Outcome: {outcome}.</source>
            <translation>Výsledek mise: {outcome}.</translation>
        </message>
        <message>
            <source>Corrections: {corrections}.</source>
            <translation>Opravy: {corrections}.</translation>
        </message>
        <message>
            <source>success</source>
            <translation>úspěch</translation>
        </message>
        <message>
            <source>success, total</source>
            <translation>naprostý úspěch</translation>
        </message>
        <message>
            <source>success, normal</source>
            <translation>běžný úspěch</translation>
        </message>
        <message>
            <source>success, narrow</source>
            <translation>těsný úspěch</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>neúspěch</translation>
        </message>
        <message>
            <source>failure, total</source>
            <translation>naprostý neúspěch</translation>
        </message>
        <message>
            <source>failure, normal</source>
            <translation>běžný neúspěch</translation>
        </message>
        <message>
            <source>failure, narrow</source>
            <translation>těsný neúspěch</translation>
        </message>
        <message>
            <source>pyrrhic</source>
            <translation>Pyrrhovo vítězství</translation>
        </message>
        <message>
            <source>pyrrhic, narrow</source>
            <translation>Pyrrhovo vítězství, nejtěsnější možný úspěch</translation>
        </message>
    </context>
    <context>
        <name>AgentsRules</name>
        <message>
            <source>describe a detail</source>
            <translation>popsat detail</translation>
        </message>
        <message>
            <source>find an item</source>
            <translation>najít předmět</translation>
        </message>
        <message>
            <source>get to the others</source>
            <translation>dostat se k ostatním</translation>
        </message>
        <message>
            <source>add a vote in a vote</source>
            <translation>přidat hlas v hlasování</translation>
        </message>
        <message>
            <source>present</source>
            <translation>přítomen</translation>
        </message>
        <message>
            <source>acted against</source>
            <translation>proti komu test jedná</translation>
        </message>
        <message>
            <source>defended against</source>
            <translation>proti komu se brání</translation>
        </message>
        <message>
            <source>a test either acts against an agent or answers an attack, not both</source>
            <translation>test buď jedná proti agentovi, nebo odpovídá na útok, ne obojí</translation>
        </message>
        <message>
            <source>{agent} fully trusted {other}, who betrayed that trust in this scene: {agent} cannot act against {other} until the scene ends (rule A-43)</source>
            <translation>postava {other} v této scéně zradila naprostou důvěru postavy {agent}: {agent} proti ní až do konce scény nemůže jednat (A-43)</translation>
        </message>
        <message>
            <source>aspects</source>
            <translation>aspekty</translation>
        </message>
        <message>
            <source>'{aspect}' is a {kind} aspect: only the Coordinator uses it (rule A-12)</source>
            <translation>„{aspect}“ je {kind} aspekt: používá ho jen Koordinátor (A-12)</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>vybavení</translation>
        </message>
        <message>
            <source>{agent}'s '{item}' is exhausted: exhausted equipment cannot be used at all until it is replenished (rule A-17)</source>
            <translation>vybavení „{item}“ (postava {agent}) je vyčerpané: vyčerpané vybavení nelze vůbec použít, dokud není doplněno (A-17)</translation>
        </message>
        <message>
            <source>suppressed</source>
            <translation>potlačená nedůvěra</translation>
        </message>
        <message>
            <source>{agent} does not distrust {other}: there is no distrust to suppress (rule A-44)</source>
            <translation>{agent} k postavě {other} nemá nedůvěru: není co potlačit (A-44)</translation>
        </message>
        <message>
            <source>{other} is not present: there is no distrust to suppress (rule A-44)</source>
            <translation>{other} tu není: není co potlačit (A-44)</translation>
        </message>
        <message>
            <source>'{item}' needs at least one character aspect that fits it: describe one of {aspects} (rule A-17)</source>
            <translation>„{item}“ potřebuje aspoň jeden odpovídající aspekt postavy: popište některý z těchto: {aspects} (A-17)</translation>
        </message>
        <message>
            <source>trust</source>
            <translation>důvěra</translation>
        </message>
        <message>
            <source>{agent}'s relationship toward {other} is {level}: only trust is used as an ordinary aspect (rule A-42)</source>
            <translation>vztah postavy {agent} k postavě {other} je {level}: jako běžný aspekt se používá jen důvěra (A-42)</translation>
        </message>
        <message>
            <source>{agent} can use its trust in {other} only while cooperating with {other}, who is not present (rule A-42)</source>
            <translation>{agent} může svou důvěru k postavě {other} použít jen při spolupráci s ní, ale {other} tu není (A-42)</translation>
        </message>
        <message>
            <source>negative aspects</source>
            <translation>negativní aspekty</translation>
        </message>
        <message>
            <source>'{aspect}' is not a negative aspect (rule A-12)</source>
            <translation>„{aspect}“ není negativní aspekt (A-12)</translation>
        </message>
        <message>
            <source>'{aspect}' is exhausted: the Coordinator cannot use an exhausted negative aspect until rest restores it (rules A-13, A-19)</source>
            <translation>„{aspect}“ je vyčerpaný: Koordinátor nemůže vyčerpaný negativní aspekt použít, dokud ho neobnoví odpočinek (A-13, A-19)</translation>
        </message>
        <message>
            <source>'{aspect}' was ignored with a reserve for this scene (rule A-15)</source>
            <translation>„{aspect}“ je pro tuto scénu ignorován za rezervu (A-15)</translation>
        </message>
        <message>
            <source>ignored aspects</source>
            <translation>ignorované aspekty</translation>
        </message>
        <message>
            <source>'{aspect}' is ignored but the Coordinator did not use it in this test (rule A-15)</source>
            <translation>„{aspect}“ je ignorován, ale Koordinátor ho v tomto testu nepoužil (A-15)</translation>
        </message>
        <message>
            <source>aspects to remove</source>
            <translation>aspekty k odstranění</translation>
        </message>
        <message>
            <source>'{aspect}' is a permanent limiting aspect: it cannot be removed the usual way (rule A-23)</source>
            <translation>„{aspect}“ je trvalý omezující aspekt: běžným způsobem ho odstranit nelze (A-23)</translation>
        </message>
        <message>
            <source>'{aspect}' is not a negative aspect to remove (rule A-23)</source>
            <translation>„{aspect}“ není negativní aspekt, který by šlo odstranit (A-23)</translation>
        </message>
        <message numerus="yes">
            <source>this test costs {agent} %n reserve(s) ({costs}) but {agent} has {held} (rule A-15)</source>
            <translation>
                <numerusform>tento test stojí postavu {agent} %n rezervu ({costs}), ale {agent} má {held} (A-15)</numerusform>
                <numerusform>tento test stojí postavu {agent} %n rezervy ({costs}), ale {agent} má {held} (A-15)</numerusform>
                <numerusform>tento test stojí postavu {agent} %n rezerv ({costs}), ale {agent} má {held} (A-15)</numerusform>
            </translation>
        </message>
        <message>
            <source>exhausted aspects</source>
            <translation>vyčerpané aspekty</translation>
        </message>
        <message>
            <source>exhausted trust</source>
            <translation>vyčerpaná důvěra</translation>
        </message>
        <message>
            <source>{agent} fully distrusts {others}, who is near: no aspect of {agent}'s gives an advantage unless a reserve suppresses the distrust (rule A-44)</source>
            <translation>{agent} naprosto nedůvěřuje a má nablízku: {others}; žádný aspekt postavy {agent} nedává výhodu, dokud nedůvěru nepotlačí rezerva (A-44)</translation>
        </message>
        <message>
            <source>'{aspect}' is already exhausted: it still adds its card, but cannot be exhausted again until restored (rule A-13)</source>
            <translation>„{aspect}“ už je vyčerpaný: kartu dál přidává, ale znovu vyčerpat ho lze až po obnovení (A-13)</translation>
        </message>
        <message>
            <source>{agent}'s trust in {other} is not used in this test (rule A-42)</source>
            <translation>důvěra postavy {agent} k postavě {other} se v tomto testu nepoužívá (A-42)</translation>
        </message>
        <message>
            <source>{agent}'s trust in {other} is already exhausted until restored (rule A-13)</source>
            <translation>důvěra postavy {agent} k postavě {other} už je vyčerpaná, dokud se neobnoví (A-13)</translation>
        </message>
        <message>
            <source>exhausted negative aspects</source>
            <translation>vyčerpané negativní aspekty</translation>
        </message>
        <message>
            <source>'{aspect}' is not a negative aspect the Coordinator used in this test (rule A-12)</source>
            <translation>„{aspect}“ není negativní aspekt, který Koordinátor v tomto testu použil (A-12)</translation>
        </message>
        <message>
            <source>'{aspect}' is already exhausted: it cannot give another disadvantage until restored (rule A-13)</source>
            <translation>„{aspect}“ už je vyčerpaný: další nevýhodu může dát až po obnovení (A-13)</translation>
        </message>
        <message>
            <source>threat factors and Coordinator reserves cannot be below zero</source>
            <translation>ohrožující faktory ani rezervy Koordinátora nemohou být pod nulou</translation>
        </message>
        <message>
            <source>Coordinator reserves raise the Threat for one agent only as threat factors acting in this test (rule A-31)</source>
            <translation>rezervy Koordinátora zvyšují Ohrožení pro jednoho agenta jen jako ohrožující faktory působící v tomto testu (A-31)</translation>
        </message>
        <message numerus="yes">
            <source>the Coordinator has %n reserve(s), not {asked} (rule A-07)</source>
            <translation>
                <numerusform>Koordinátor má %n rezervu, ne {asked} (A-07)</numerusform>
                <numerusform>Koordinátor má %n rezervy, ne {asked} (A-07)</numerusform>
                <numerusform>Koordinátor má %n rezerv, ne {asked} (A-07)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) exceed the Threat level {threat} and {reserves} Coordinator reserves: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n ohrožující faktor přesahuje stupeň Ohrožení {threat} a {reserves} rezerv Koordinátora: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
                <numerusform>%n ohrožující faktory přesahují stupeň Ohrožení {threat} a {reserves} rezerv Koordinátora: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
                <numerusform>%n ohrožujících faktorů přesahuje stupeň Ohrožení {threat} a {reserves} rezerv Koordinátora: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) exceed the Threat level {threat}: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n ohrožující faktor přesahuje stupeň Ohrožení {threat}: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
                <numerusform>%n ohrožující faktory přesahují stupeň Ohrožení {threat}: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
                <numerusform>%n ohrožujících faktorů přesahuje stupeň Ohrožení {threat}: víc jich čelí jen agenti, kteří vyhledávají nebezpečí (A-31)</numerusform>
            </translation>
        </message>
        <message>
            <source>betrayal needs the test to act against the trusting agent (rule A-43)</source>
            <translation>ke zradě musí test jednat proti agentovi, který důvěřuje (A-43)</translation>
        </message>
        <message>
            <source>betrayed</source>
            <translation>zrazený</translation>
        </message>
        <message>
            <source>{victim} does not trust {agent} ({level}): there is no trust to betray (rule A-43)</source>
            <translation>{victim} postavě {agent} nedůvěřuje ({level}): není co zradit (A-43)</translation>
        </message>
        <message>
            <source>{victim}'s trust in {agent} is already spent (rules A-13, A-43)</source>
            <translation>důvěra postavy {victim} k postavě {agent} už je vyčerpaná (A-13, A-43)</translation>
        </message>
        <message>
            <source>helper</source>
            <translation>pomocník</translation>
        </message>
        <message>
            <source>{agent} does not trust {helper} ({level}): only a trusted agent cancels its complications (rule A-42)</source>
            <translation>{agent} nedůvěřuje postavě {helper} ({level}): komplikace ruší jen agent, kterému postava důvěřuje (A-42)</translation>
        </message>
        <message>
            <source>{helper} is not present to help (rule A-42)</source>
            <translation>{helper} tu není a nemůže pomoci (A-42)</translation>
        </message>
        <message>
            <source>partial trust lets {helper} cancel one of {agent}'s complications, not {count}; full trust lets it spend all its successes (rule A-42)</source>
            <translation>při částečné důvěře zruší {helper} jednu komplikaci postavy {agent}, ne {count}; při naprosté důvěře může použít všechny své úspěchy (A-42)</translation>
        </message>
        <message numerus="yes">
            <source>{helper} has %n unspent success(es) drawn in this scene, not {count} (rule A-42)</source>
            <translation>
                <numerusform>{helper} má v této scéně %n nevyužitý tažený úspěch, ne {count} (A-42)</numerusform>
                <numerusform>{helper} má v této scéně %n nevyužité tažené úspěchy, ne {count} (A-42)</numerusform>
                <numerusform>{helper} má v této scéně %n nevyužitých tažených úspěchů, ne {count} (A-42)</numerusform>
            </translation>
        </message>
        <message>
            <source>hit</source>
            <translation>zasažený</translation>
        </message>
        <message>
            <source>{agent}'s complications can go to {victim} only when {agent} betrays {victim}'s full trust (rule A-43)</source>
            <translation>komplikace postavy {agent} mohou přejít na postavu {victim}, jen když {agent} zradí její naprostou důvěru (A-43)</translation>
        </message>
        <message>
            <source>new negative aspects</source>
            <translation>nové negativní aspekty</translation>
        </message>
        <message>
            <source>a negative aspect made from a complication needs a text (rule A-19)</source>
            <translation>negativní aspekt vzniklý z komplikace potřebuje text (A-19)</translation>
        </message>
        <message>
            <source>restored aspects</source>
            <translation>obnovené aspekty</translation>
        </message>
        <message numerus="yes">
            <source>an interrupted rest restores at most {limit} of {agent}'s %n exhausted aspect(s) (half, rounded down; rule A-22)</source>
            <translation>
                <numerusform>přerušený odpočinek obnoví nanejvýš {limit} z %n vyčerpaného aspektu postavy {agent} (polovinu, zaokrouhleno dolů) (A-22)</numerusform>
                <numerusform>přerušený odpočinek obnoví nanejvýš {limit} z %n vyčerpaných aspektů postavy {agent} (polovinu, zaokrouhleno dolů) (A-22)</numerusform>
                <numerusform>přerušený odpočinek obnoví nanejvýš {limit} z %n vyčerpaných aspektů postavy {agent} (polovinu, zaokrouhleno dolů) (A-22)</numerusform>
            </translation>
        </message>
        <message>
            <source>'{aspect}' is not exhausted (rule A-22)</source>
            <translation>„{aspect}“ není vyčerpaný (A-22)</translation>
        </message>
        <message>
            <source>'{aspect}' is a {kind} aspect: negative aspects are never restored by reserves, only by rest (rule A-22)</source>
            <translation>„{aspect}“ je {kind} aspekt: negativní aspekty neobnovují rezervy, jen odpočinek (A-22)</translation>
        </message>
        <message>
            <source>{agent} has no reserve left to restore '{aspect}': reserves never go below zero (rule A-15)</source>
            <translation>{agent} nemá žádnou rezervu na obnovení „{aspect}“: rezervy nikdy neklesnou pod nulu (A-15)</translation>
        </message>
        <message>
            <source>{agent}'s relationship toward {toward} is not exhausted (rules A-22, A-41)</source>
            <translation>vztah postavy {agent} k postavě {toward} není vyčerpaný (A-22, A-41)</translation>
        </message>
        <message>
            <source>{agent} has no reserve left to restore its relationship toward {toward}: reserves never go below zero (rule A-15)</source>
            <translation>{agent} nemá žádnou rezervu na obnovení vztahu k postavě {toward}: rezervy nikdy neklesnou pod nulu (A-15)</translation>
        </message>
        <message>
            <source>a reserve is spent to {purposes}, not {value} (rule A-15)</source>
            <translation>rezerva se utrácí za: {purposes}, ne {value} (A-15)</translation>
        </message>
        <message>
            <source>{agent} has no reserve left to {purpose}: reserves never go below zero (rule A-15)</source>
            <translation>{agent} nemá žádnou rezervu na akci „{purpose}“: rezervy nikdy neklesnou pod nulu (A-15)</translation>
        </message>
        <message>
            <source>{receiver} accepts reserves only from an agent it trusts, and its relationship toward {giver} is {level} (rule A-42)</source>
            <translation>{receiver} přijímá rezervy jen od agenta, kterému důvěřuje, a vztah k postavě {giver} je {level} (A-42)</translation>
        </message>
        <message>
            <source>partial trust lets {receiver} accept one reserve from {giver} per scene (rule A-42)</source>
            <translation>při částečné důvěře přijme {receiver} od postavy {giver} jednu rezervu za scénu (A-42)</translation>
        </message>
        <message>
            <source>{agent} has no reserve left to give a reserve to {receiver}: reserves never go below zero (rule A-15)</source>
            <translation>{agent} už nemá žádnou rezervu pro postavu {receiver}: rezervy nikdy neklesnou pod nulu (A-15)</translation>
        </message>
        <message>
            <source>'{item}' is not exhausted (rule A-17)</source>
            <translation>„{item}“ není vyčerpané (A-17)</translation>
        </message>
        <message>
            <source>'{name}' ({role}) is not another agent in this mission (others: {others})</source>
            <translation>„{name}“ ({role}) není další agent této mise (ostatní: {others})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nikdo</translation>
        </message>
        <message>
            <source>'{name}' is named twice ({what})</source>
            <translation>„{name}“ je uvedeno dvakrát ({what})</translation>
        </message>
        <message>
            <source>'{aspect}' is not an aspect or equipment described in this test: only those are exhausted for an advantage (rules A-11, A-15)</source>
            <translation>„{aspect}“ není aspekt ani vybavení popsané v tomto testu: pro výhodu se vyčerpávají jen ty (A-11, A-15)</translation>
        </message>
        <message numerus="yes">
            <source>%n temporary aspect(s)</source>
            <translation>
                <numerusform>%n dočasný aspekt</numerusform>
                <numerusform>%n dočasné aspekty</numerusform>
                <numerusform>%n dočasných aspektů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n ignored negative aspect(s)</source>
            <translation>
                <numerusform>%n ignorovaný negativní aspekt</numerusform>
                <numerusform>%n ignorované negativní aspekty</numerusform>
                <numerusform>%n ignorovaných negativních aspektů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n special aspect(s)</source>
            <translation>
                <numerusform>%n speciální aspekt</numerusform>
                <numerusform>%n speciální aspekty</numerusform>
                <numerusform>%n speciálních aspektů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n suppressed distrust</source>
            <translation>
                <numerusform>%n potlačená nedůvěra</numerusform>
                <numerusform>%n potlačené nedůvěry</numerusform>
                <numerusform>%n potlačených nedůvěr</numerusform>
            </translation>
        </message>
        <message>
            <source>'{aspect}' is not one of {agent}'s exhausted aspects that rest restores; special aspects need reserves and equipment needs replenishing (rule A-22)</source>
            <translation>„{aspect}“ nepatří mezi vyčerpané aspekty postavy {agent}, které obnoví odpočinek; speciální aspekty potřebují rezervy a vybavení doplnění (A-22)</translation>
        </message>
        <message>
            <source>Agents table options 'black' and 'red': {error}</source>
            <translation>možnosti stolu Agentů 'black' a 'red': {error}</translation>
        </message>
        <message>
            <source>{name} cannot be below zero, not {value}</source>
            <translation>{name} nemůže být pod nulou, ne {value}</translation>
        </message>
        <message>
            <source>{name} must be at most {maximum}: a test never draws or counts more than the largest deck holds</source>
            <translation>{name} smí být nanejvýš {maximum}: test nikdy netáhne ani nepočítá víc, než obsahuje největší balíček</translation>
        </message>
        <message numerus="yes">
            <source>%n aspect(s) exhausted for advantages but only {described} described; temporary aspects cannot be exhausted (rules A-11, A-15)</source>
            <translation>
                <numerusform>%n aspekt vyčerpaný pro výhodu, ale popsáno jen {described}; dočasné aspekty vyčerpat nelze (A-11, A-15)</numerusform>
                <numerusform>%n aspekty vyčerpané pro výhodu, ale popsáno jen {described}; dočasné aspekty vyčerpat nelze (A-11, A-15)</numerusform>
                <numerusform>%n aspektů vyčerpaných pro výhodu, ale popsáno jen {described}; dočasné aspekty vyčerpat nelze (A-11, A-15)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n negative aspect(s) exhausted as disadvantages but only {used} used (rule A-12)</source>
            <translation>
                <numerusform>%n negativní aspekt vyčerpaný jako nevýhoda, ale použito jen {used} (A-12)</numerusform>
                <numerusform>%n negativní aspekty vyčerpané jako nevýhody, ale použito jen {used} (A-12)</numerusform>
                <numerusform>%n negativních aspektů vyčerpaných jako nevýhody, ale použito jen {used} (A-12)</numerusform>
            </translation>
        </message>
        <message>
            <source>1 base</source>
            <translation>1 základní</translation>
        </message>
        <message numerus="yes">
            <source>%n aspect(s)</source>
            <translation>
                <numerusform>%n aspekt</numerusform>
                <numerusform>%n aspekty</numerusform>
                <numerusform>%n aspektů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n temporary</source>
            <translation>
                <numerusform>%n dočasný</numerusform>
                <numerusform>%n dočasné</numerusform>
                <numerusform>%n dočasných</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n negative</source>
            <translation>
                <numerusform>%n negativní</numerusform>
                <numerusform>%n negativní</numerusform>
                <numerusform>%n negativních</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n distrust</source>
            <translation>
                <numerusform>%n za nedůvěru</numerusform>
                <numerusform>%n za nedůvěru</numerusform>
                <numerusform>%n za nedůvěru</numerusform>
            </translation>
        </message>
        <message>
            <source>clean success</source>
            <translation>čistý úspěch</translation>
        </message>
        <message>
            <source>clean complication</source>
            <translation>čistá komplikace</translation>
        </message>
        <message>
            <source>mix</source>
            <translation>kombinace</translation>
        </message>
        <message numerus="yes">
            <source>this test draws %n card(s) ({draw}), not {given}</source>
            <translation>
                <numerusform>tento test táhne %n kartu ({draw}), ne {given}</numerusform>
                <numerusform>tento test táhne %n karty ({draw}), ne {given}</numerusform>
                <numerusform>tento test táhne %n karet ({draw}), ne {given}</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is drawn twice: a card can be drawn only once</source>
            <translation>{card} je tažena dvakrát: každou kartu lze táhnout jen jednou</translation>
        </message>
        <message numerus="yes">
            <source>trust help cancels %n complication(s) but only {available} can be cancelled: the last card on the table stays (rules A-16, A-42)</source>
            <translation>
                <numerusform>pomoc z důvěry ruší %n komplikaci, ale zrušit jde jen {available}: poslední karta na stole zůstává (A-16, A-42)</numerusform>
                <numerusform>pomoc z důvěry ruší %n komplikace, ale zrušit jde jen {available}: poslední karta na stole zůstává (A-16, A-42)</numerusform>
                <numerusform>pomoc z důvěry ruší %n komplikací, ale zrušit jde jen {available}: poslední karta na stole zůstává (A-16, A-42)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s) are to become negative aspects but only {kept} stayed on the table (rule A-19)</source>
            <translation>
                <numerusform>%n komplikace se má stát negativním aspektem, ale na stole jich zůstalo jen {kept} (A-19)</numerusform>
                <numerusform>%n komplikace se mají stát negativními aspekty, ale na stole jich zůstalo jen {kept} (A-19)</numerusform>
                <numerusform>%n komplikací se má stát negativními aspekty, ale na stole jich zůstalo jen {kept} (A-19)</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is named twice among the cards to remove</source>
            <translation>{card} je mezi kartami k odebrání uvedena dvakrát</translation>
        </message>
        <message>
            <source>{card} was not drawn in this test: only a drawn card can be removed (rule A-16)</source>
            <translation>{card} v tomto testu tažena nebyla: odebrat lze jen taženou kartu (A-16)</translation>
        </message>
        <message>
            <source>{card} is the black card of a negative aspect or distrust and is discarded anyway: it cannot be removed as well (rules A-16, A-44)</source>
            <translation>{card} je černá karta negativního aspektu nebo nedůvěry a odhazuje se tak jako tak: odebrat ji navíc nelze (A-16, A-44)</translation>
        </message>
        <message>
            <source>{card} is a complication: only an advantage or trust help removes one, and this test uses none (rule A-16)</source>
            <translation>{card} je komplikace: tu odebere jen výhoda nebo pomoc z důvěry a tento test žádnou nepoužívá (A-16)</translation>
        </message>
        <message>
            <source>{card} is a success: only a disadvantage removes one, and this test uses none (rule A-16)</source>
            <translation>{card} je úspěch: ten odebere jen nevýhoda a tento test žádnou nepoužívá (A-16)</translation>
        </message>
        <message>
            <source>{cards} cannot all be removed: at least one card stays on the table (rule A-16)</source>
            <translation>{cards} nelze odebrat všechny: aspoň jedna karta zůstává na stole (A-16)</translation>
        </message>
        <message>
            <source>{cards} cannot be removed: at least one card stays on the table (rule A-16)</source>
            <translation>{cards} nelze odebrat: aspoň jedna karta zůstává na stole (A-16)</translation>
        </message>
        <message numerus="yes">
            <source>the advantages and trust help remove %n complication(s) here: name {removals}, not {named} ({cards}) (rule A-16)</source>
            <translation>
                <numerusform>výhody a pomoc z důvěry tu odeberou %n komplikaci: uveďte {removals}, ne {named} ({cards}) (A-16)</numerusform>
                <numerusform>výhody a pomoc z důvěry tu odeberou %n komplikace: uveďte {removals}, ne {named} ({cards}) (A-16)</numerusform>
                <numerusform>výhody a pomoc z důvěry tu odeberou %n komplikací: uveďte {removals}, ne {named} ({cards}) (A-16)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the disadvantages remove %n success(es) here: name {removals}, not {named} ({cards}) (rule A-16)</source>
            <translation>
                <numerusform>nevýhody tu odeberou %n úspěch: uveďte {removals}, ne {named} ({cards}) (A-16)</numerusform>
                <numerusform>nevýhody tu odeberou %n úspěchy: uveďte {removals}, ne {named} ({cards}) (A-16)</numerusform>
                <numerusform>nevýhody tu odeberou %n úspěchů: uveďte {removals}, ne {named} ({cards}) (A-16)</numerusform>
            </translation>
        </message>
        <message>
            <source>a starting Threat of {threat} already reaches the final level {final}: the mission would be over before it began (rules A-08, A-34)</source>
            <translation>počáteční Ohrožení {threat} už dosahuje posledního stupně {final}: mise by skončila dřív, než začala (A-08, A-34)</translation>
        </message>
    </context>
    <context>
        <name>AgentsScreen</name>
        <message>
            <source>Rest… (R)</source>
            <translation>Odpočinek… (R)</translation>
        </message>
        <message>
            <source>A scene of rest: restores aspects, adds marks (A-22)</source>
            <translation>Scéna odpočinku: obnoví aspekty, přidá komplikace (A-22)</translation>
        </message>
        <message>
            <source>End Scene… (E)</source>
            <translation>Ukončit scénu… (E)</translation>
        </message>
        <message>
            <source>End the scene; relationships change only now (A-24)</source>
            <translation>Ukončit scénu; jen teď se mohou měnit vztahy (A-24)</translation>
        </message>
        <message>
            <source>Fresh Deck</source>
            <translation>Nový balíček</translation>
        </message>
        <message>
            <source>Every card back into a new shuffled draw pile; the score is kept as counts</source>
            <translation>Všechny karty zpět do nového zamíchaného dobíracího balíčku; skóre zůstane zachováno jako počty</translation>
        </message>
        <message>
            <source>Export Mission Log…</source>
            <translation>Exportovat záznam mise…</translation>
        </message>
        <message>
            <source>Write the mission log that `deskapp replay` reads (JSON)</source>
            <translation>Zapsat záznam mise, který čte `deskapp replay` (JSON)</translation>
        </message>
        <message>
            <source>Keys: 1–0 aspects · A agent · T temporary · type the cards drawn, then Enter (Space goes to the field) · Enter sort · Backspace put back · R rest · E end scene · Ctrl+Z undo</source>
            <translation>Klávesy: 1–0 aspekty · A agent · T dočasný · napište tažené karty, pak Enter (mezerník skočí do pole) · Enter roztřídit · Backspace vrátit · R odpočinek · E konec scény · Ctrl+Z zpět</translation>
        </message>
        <message>
            <source>Keys: 1–0 aspects · A agent · T temporary · Space draw · Enter sort · Backspace put back · R rest · E end scene · Ctrl+Z undo</source>
            <translation>Klávesy: 1–0 aspekty · A agent · T dočasný · mezerník táhnout · Enter roztřídit · Backspace vrátit · R odpočinek · E konec scény · Ctrl+Z zpět</translation>
        </message>
        <message>
            <source>Describe a test to see its odds.</source>
            <translation>Popište test a uvidíte jeho šance.</translation>
        </message>
        <message>
            <source>The draw and discard piles hold too few cards: start a fresh deck.</source>
            <translation>V dobíracím a odhazovacím balíčku je málo karet: začněte nový balíček.</translation>
        </message>
        <message>
            <source>Next milestone with this test</source>
            <translation>Další milník tímto testem</translation>
        </message>
        <message>
            <source>Next Threat level with this test</source>
            <translation>Další stupeň Ohrožení tímto testem</translation>
        </message>
        <message>
            <source>&lt;b&gt;{agent}'s last test&lt;/b&gt;: {s} · {c} — narrate the kept cards one by one</source>
            <translation>&lt;b&gt;Poslední test postavy {agent}&lt;/b&gt;: {s} · {c} — popište ponechané karty jednu po druhé</translation>
        </message>
        <message>
            <source>{name}'s cards are on the table: sort them (Enter) or put them back (Backspace)</source>
            <translation>Karty postavy {name} leží na stole: roztřiďte je (Enter), nebo je vraťte (Backspace)</translation>
        </message>
        <message>
            <source>The cards are drawn: only an aspect used in this test can still be exhausted (put the cards back with Backspace to describe the test anew)</source>
            <translation>Karty jsou tažené: vyčerpat lze už jen aspekt použitý v tomto testu (chcete-li test popsat znovu, vraťte karty klávesou Backspace)</translation>
        </message>
        <message>
            <source>'{text}' is exhausted: it gives no advantage until restored (A-13)</source>
            <translation>„{text}“ je vyčerpaný: nedává výhodu, dokud není obnoven (A-13)</translation>
        </message>
        <message>
            <source>Choose who tests first (A, or click an agent's name)</source>
            <translation>Nejdřív zvolte, kdo testuje (A, nebo klikněte na jméno agenta)</translation>
        </message>
        <message>
            <source>The cards are drawn: Enter sorts them, Backspace puts them back</source>
            <translation>Karty jsou tažené: Enter je roztřídí, Backspace je vrátí</translation>
        </message>
        <message>
            <source>Export Mission Log</source>
            <translation>Export záznamu mise</translation>
        </message>
        <message>
            <source>Mission logs (*.json)</source>
            <translation>Záznamy mise (*.json)</translation>
        </message>
        <message>
            <source>mission</source>
            <translation>mise</translation>
        </message>
        <message>
            <source>Cannot write {path}: {problem}</source>
            <translation>Nelze zapsat {path}: {problem}</translation>
        </message>
        <message>
            <source>Written to {path}</source>
            <translation>Zapsáno do {path}</translation>
        </message>
    </context>
    <context>
        <name>AgentsSheet</name>
        <message>
            <source>New threat</source>
            <translation>Nová hrozba</translation>
        </message>
        <message>
            <source>ordinary</source>
            <translation>běžný</translation>
        </message>
        <message>
            <source>negative</source>
            <translation>negativní</translation>
        </message>
        <message>
            <source>special</source>
            <translation>speciální</translation>
        </message>
        <message>
            <source>temporary</source>
            <translation>dočasný</translation>
        </message>
        <message>
            <source>permanent limiting</source>
            <translation>trvalý omezující</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>vybavení</translation>
        </message>
        <message>
            <source>Neutral</source>
            <translation>Neutrální</translation>
        </message>
        <message>
            <source>Partial trust</source>
            <translation>Částečná důvěra</translation>
        </message>
        <message>
            <source>Full trust</source>
            <translation>Naprostá důvěra</translation>
        </message>
        <message>
            <source>Partial distrust</source>
            <translation>Částečná nedůvěra</translation>
        </message>
        <message>
            <source>Full distrust</source>
            <translation>Naprostá nedůvěra</translation>
        </message>
        <message>
            <source>{label}: {where}must be a JSON object, not {value}</source>
            <translation>{label}: {where}musí být objekt JSON, ne {value}</translation>
        </message>
        <message>
            <source>unknown field (known: {known})</source>
            <translation>neznámé pole (známá pole: {known})</translation>
        </message>
        <message>
            <source>is missing</source>
            <translation>chybí</translation>
        </message>
        <message>
            <source>must be text, not {value}</source>
            <translation>musí být text, ne {value}</translation>
        </message>
        <message>
            <source>must be a whole number, not {value}</source>
            <translation>musí být celé číslo, ne {value}</translation>
        </message>
        <message>
            <source>must be true or false, not {value}</source>
            <translation>musí být true nebo false, ne {value}</translation>
        </message>
        <message>
            <source>{value} is not {kind} (use {known})</source>
            <translation>{value} není {kind} (použijte {known})</translation>
        </message>
        <message>
            <source>must be a list, not {value}</source>
            <translation>musí být seznam, ne {value}</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>objekt</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>seznam</translation>
        </message>
        <message>
            <source>an aspect kind</source>
            <translation>druh aspektu</translation>
        </message>
        <message>
            <source>a relationship</source>
            <translation>vztah</translation>
        </message>
        <message>
            <source>a kind of threat</source>
            <translation>druh hrozby</translation>
        </message>
        <message>
            <source>a known value</source>
            <translation>známá hodnota</translation>
        </message>
        <message>
            <source>{field}: must be text, not {value}</source>
            <translation>{field}: musí být text, ne {value}</translation>
        </message>
        <message>
            <source>{field}: must not be empty</source>
            <translation>{field}: nesmí být prázdné</translation>
        </message>
        <message numerus="yes">
            <source>{field}: is %n character(s) long; at most {limit} fit</source>
            <translation>
                <numerusform>{field}: má %n znak; vejde se nanejvýš {limit}</numerusform>
                <numerusform>{field}: má %n znaky; vejde se nanejvýš {limit}</numerusform>
                <numerusform>{field}: má %n znaků; vejde se nanejvýš {limit}</numerusform>
            </translation>
        </message>
        <message>
            <source>{field}: must be one line</source>
            <translation>{field}: musí být na jednom řádku</translation>
        </message>
        <message>
            <source>{field}: must be a whole number, not {value}</source>
            <translation>{field}: musí být celé číslo, ne {value}</translation>
        </message>
        <message>
            <source>{field}: cannot be below zero, not {value}</source>
            <translation>{field}: nemůže být pod nulou, ne {value}</translation>
        </message>
        <message>
            <source>{field}: must be at most {maximum}, not {value}</source>
            <translation>{field}: smí být nanejvýš {maximum}, ne {value}</translation>
        </message>
        <message>
            <source>{field}: two aspects are called '{name}'</source>
            <translation>{field}: dva aspekty se jmenují „{name}“</translation>
        </message>
        <message>
            <source>{field}: two equipment cards are called '{name}'</source>
            <translation>{field}: dvě karty vybavení se jmenují „{name}“</translation>
        </message>
        <message>
            <source>{field}: two relationship cards are toward '{name}'</source>
            <translation>{field}: dvě karty vztahu míří k postavě „{name}“</translation>
        </message>
        <message>
            <source>{field}: two fitting aspects are called '{name}'</source>
            <translation>{field}: dva odpovídající aspekty se jmenují „{name}“</translation>
        </message>
        <message>
            <source>{field}: two threat cards are called '{name}'</source>
            <translation>{field}: dvě karty hrozeb se jmenují „{name}“</translation>
        </message>
        <message>
            <source>kind: must be an aspect kind, not {value}</source>
            <translation>kind: musí být druh aspektu, ne {value}</translation>
        </message>
        <message>
            <source>exhausted: must be true or false, not {value}</source>
            <translation>exhausted: musí být true nebo false, ne {value}</translation>
        </message>
        <message>
            <source>aspect</source>
            <translation>aspekt</translation>
        </message>
        <message>
            <source>on: must be a date, not {value}</source>
            <translation>on: musí být datum, ne {value}</translation>
        </message>
        <message>
            <source>after: a change must change something (it stays {level})</source>
            <translation>after: změna musí něco změnit (zůstává {level})</translation>
        </message>
        <message>
            <source>scene: must be a scene number from 1, not {value}</source>
            <translation>scene: musí být číslo scény od 1, ne {value}</translation>
        </message>
        <message>
            <source>relationship change</source>
            <translation>změna vztahu</translation>
        </message>
        <message>
            <source>{value} is not a date like 2026-03-14</source>
            <translation>{value} není datum jako 2026-03-14</translation>
        </message>
        <message>
            <source>level: must be a relationship, not {value}</source>
            <translation>level: musí být vztah, ne {value}</translation>
        </message>
        <message>
            <source>history[{index}]: starts from {before} but the change before it ended at {after}</source>
            <translation>history[{index}]: začíná od hodnoty {before}, ale předchozí změna skončila na {after}</translation>
        </message>
        <message>
            <source>history[{index}]: is dated {date} before the change above it ({previous})</source>
            <translation>history[{index}]: má datum {date}, dřívější než změna nad ní ({previous})</translation>
        </message>
        <message>
            <source>level: is {level} but the history ends at {after}</source>
            <translation>level: je {level}, ale historie končí na {after}</translation>
        </message>
        <message>
            <source>the relationship toward {toward} is already {level}</source>
            <translation>vztah k postavě {toward} už je {level}</translation>
        </message>
        <message>
            <source>relationship</source>
            <translation>vztah</translation>
        </message>
        <message>
            <source>fits: name at least one character aspect the equipment fits (rule A-17)</source>
            <translation>fits: uveďte aspoň jeden aspekt postavy, ke kterému vybavení patří (A-17)</translation>
        </message>
        <message>
            <source>aspects: must be a tuple of Aspect</source>
            <translation>aspects: musí být n-tice Aspect</translation>
        </message>
        <message>
            <source>aspects[{index}]: a temporary aspect lasts one test and is not kept on an agent</source>
            <translation>aspects[{index}]: dočasný aspekt platí jeden test a agent si ho neponechává</translation>
        </message>
        <message>
            <source>aspects[{index}]: an equipment aspect belongs on an equipment card</source>
            <translation>aspects[{index}]: aspekt vybavení patří na kartu vybavení</translation>
        </message>
        <message>
            <source>aspects: an agent has {minimum} to {maximum} aspects of its own (ordinary or special), not {count} (rule A-02)</source>
            <translation>aspects: agent má {minimum} až {maximum} vlastních aspektů (běžných nebo speciálních), ne {count} (A-02)</translation>
        </message>
        <message>
            <source>relationships[{index}]: an agent has no relationship card toward itself</source>
            <translation>relationships[{index}]: agent nemá kartu vztahu sám k sobě</translation>
        </message>
        <message>
            <source>{agent} has no aspect '{aspect}' (aspects: {known})</source>
            <translation>{agent} nemá aspekt „{aspect}“ (aspekty: {known})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <source>{agent} has no equipment '{item}' (equipment: {known})</source>
            <translation>{agent} nemá vybavení „{item}“ (vybavení: {known})</translation>
        </message>
        <message>
            <source>agent '{name}'</source>
            <translation>agent „{name}“</translation>
        </message>
        <message>
            <source>agent</source>
            <translation>agent</translation>
        </message>
        <message>
            <source>threatens: must be a kind of threat, not {value}</source>
            <translation>threatens: musí být druh hrozby, ne {value}</translation>
        </message>
        <message>
            <source>threat card</source>
            <translation>karta hrozby</translation>
        </message>
        <message>
            <source>threat_cards: the Coordinator needs at least one threat card (rule A-06)</source>
            <translation>threat_cards: Koordinátor potřebuje aspoň jednu kartu hrozby (A-06)</translation>
        </message>
        <message>
            <source>coordinator</source>
            <translation>Koordinátor</translation>
        </message>
    </context>
    <context>
        <name>AgentsTest</name>
        <message>
            <source>Aspects described</source>
            <translation>Popsané aspekty</translation>
        </message>
        <message>
            <source>Temporary (1 reserve)</source>
            <translation>Dočasné (1 rezerva)</translation>
        </message>
        <message>
            <source>Negative used</source>
            <translation>Použité negativní</translation>
        </message>
        <message>
            <source>Distrusted present</source>
            <translation>Přítomní s nedůvěrou</translation>
        </message>
        <message>
            <source>Aspects exhausted</source>
            <translation>Vyčerpané aspekty</translation>
        </message>
        <message>
            <source>Negative exhausted</source>
            <translation>Vyčerpané negativní</translation>
        </message>
        <message>
            <source>Other advantages</source>
            <translation>Další výhody</translation>
        </message>
        <message>
            <source>Threat factors</source>
            <translation>Ohrožující faktory</translation>
        </message>
        <message>
            <source>Cancelled by trust</source>
            <translation>Zrušené důvěrou</translation>
        </message>
        <message>
            <source>Complications → aspects</source>
            <translation>Komplikace → aspekty</translation>
        </message>
        <message>
            <source>Coordinator reserves</source>
            <translation>Rezervy Koordinátora</translation>
        </message>
        <message>
            <source>success</source>
            <translation>úspěch</translation>
        </message>
        <message>
            <source>complication</source>
            <translation>komplikace</translation>
        </message>
        <message>
            <source>→ negative aspect</source>
            <translation>→ negativní aspekt</translation>
        </message>
        <message>
            <source>removed: advantage</source>
            <translation>odebrána: výhoda</translation>
        </message>
        <message>
            <source>cancelled: trust</source>
            <translation>zrušena: důvěra</translation>
        </message>
        <message>
            <source>removed: disadvantage</source>
            <translation>odebrána: nevýhoda</translation>
        </message>
        <message>
            <source>discarded</source>
            <translation>odhozena</translation>
        </message>
    </context>
    <context>
        <name>AgentsWords</name>
        <message>
            <source>{equipment}: {aspect}</source>
            <translation>{equipment}: {aspect}</translation>
        </message>
        <message>
            <source>civilians</source>
            <translation>civilisté</translation>
        </message>
        <message>
            <source>agents</source>
            <translation>agenti</translation>
        </message>
        <message>
            <source>civilians and agents</source>
            <translation>civilisté i agenti</translation>
        </message>
        <message>
            <source>special</source>
            <translation>speciální</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>vybavení</translation>
        </message>
        <message>
            <source>negative</source>
            <translation>negativní</translation>
        </message>
        <message>
            <source>permanent limiting</source>
            <translation>trvalý omezující</translation>
        </message>
        <message>
            <source>partial trust</source>
            <translation>částečná důvěra</translation>
        </message>
        <message>
            <source>full trust</source>
            <translation>naprostá důvěra</translation>
        </message>
        <message>
            <source>temporary</source>
            <translation>dočasný</translation>
        </message>
        <message>
            <source>base</source>
            <translation>základ</translation>
        </message>
        <message>
            <source>aspect</source>
            <translation>aspekt</translation>
        </message>
        <message>
            <source>distrust</source>
            <translation>nedůvěra</translation>
        </message>
        <message>
            <source>describe a detail</source>
            <translation>popis detailu</translation>
        </message>
        <message>
            <source>find an item</source>
            <translation>nalezení předmětu</translation>
        </message>
        <message>
            <source>get to the others</source>
            <translation>cestu k ostatním</translation>
        </message>
        <message>
            <source>add a vote in a vote</source>
            <translation>hlas navíc v hlasování</translation>
        </message>
        <message>
            <source>Describe a detail</source>
            <translation>Popsat detail</translation>
        </message>
        <message>
            <source>Find an item</source>
            <translation>Najít předmět</translation>
        </message>
        <message>
            <source>Get to the others</source>
            <translation>Dostat se k ostatním</translation>
        </message>
        <message>
            <source>Add a vote in a vote</source>
            <translation>Přidat hlas v hlasování</translation>
        </message>
        <message>
            <source>total</source>
            <translation>naprosto</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>běžně</translation>
        </message>
        <message>
            <source>narrow</source>
            <translation>těsně</translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n úspěch</numerusform>
                <numerusform>%n úspěchy</numerusform>
                <numerusform>%n úspěchů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s)</source>
            <translation>
                <numerusform>%n komplikace</numerusform>
                <numerusform>%n komplikace</numerusform>
                <numerusform>%n komplikací</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AspectsTab</name>
        <message>
            <source>Aspect</source>
            <translation>Aspekt</translation>
        </message>
        <message>
            <source>An aspect (A-02): describe it in a test for one more card (A-10). Double-click or F2 to rewrite it.</source>
            <translation>Aspekt (A-02): popište ho v testu a táhnete o kartu víc (A-10). Přepíšete ho dvojklikem nebo F2.</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Druh</translation>
        </message>
        <message>
            <source>What kind of aspect it is (A-02); pick another to change it.</source>
            <translation>Jaký je to druh aspektu (A-02); změníte ho výběrem jiného.</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Vyčerpaný</translation>
        </message>
        <message>
            <source>Exhausted for an advantage (A-11) or a disadvantage (A-12): still usable for its card, but not exhausted again until restored (A-13, A-22).</source>
            <translation>Vyčerpaný pro výhodu (A-11) nebo nevýhodu (A-12): dál ho lze použít pro jeho kartu, ale znovu vyčerpat až po obnovení (A-13, A-22).</translation>
        </message>
        <message>
            <source>Exhaust aspect '{name}'</source>
            <translation>Vyčerpat aspekt „{name}“</translation>
        </message>
        <message>
            <source>Restore aspect '{name}'</source>
            <translation>Obnovit aspekt „{name}“</translation>
        </message>
        <message>
            <source>aspect</source>
            <translation>aspekt</translation>
        </message>
        <message>
            <source>New aspect, e.g. Sees ghosts</source>
            <translation>Nový aspekt, např. Vidí duchy</translation>
        </message>
        <message>
            <source>No aspects yet: type one below and press Enter.</source>
            <translation>Zatím žádné aspekty: napište jeden níže a stiskněte Enter.</translation>
        </message>
        <message>
            <source>Add aspect '{name}'</source>
            <translation>Přidat aspekt „{name}“</translation>
        </message>
        <message>
            <source>Remove aspect '{name}'</source>
            <translation>Odebrat aspekt „{name}“</translation>
        </message>
        <message>
            <source>Rewrite aspect '{name}' as '{new}'</source>
            <translation>Přepsat aspekt „{name}“ na „{new}“</translation>
        </message>
        <message>
            <source>Move aspect '{name}' up</source>
            <translation>Posunout aspekt „{name}“ nahoru</translation>
        </message>
        <message>
            <source>Move aspect '{name}' down</source>
            <translation>Posunout aspekt „{name}“ dolů</translation>
        </message>
        <message>
            <source>This agent already has the aspect '{name}'.</source>
            <translation>Tento agent už má aspekt „{name}“.</translation>
        </message>
        <message>
            <source>An aspect needs its text.</source>
            <translation>Aspekt potřebuje text.</translation>
        </message>
        <message>
            <source>The kind the new aspect gets (A-02)</source>
            <translation>Druh, který nový aspekt dostane (A-02)</translation>
        </message>
        <message>
            <source>Rule A-02: an agent has 1 to 10 aspects of its own (ordinary or special). Negative and permanent limiting aspects, relationships and equipment do not count toward them.</source>
            <translation>Pravidlo A-02: agent má 1 až 10 vlastních aspektů (běžných nebo speciálních). Negativní a trvalé omezující aspekty, vztahy a vybavení se do nich nepočítají.</translation>
        </message>
        <message>
            <source>Ordinary</source>
            <translation>Běžný</translation>
        </message>
        <message>
            <source>Ordinary aspect (A-02): one of the agent's own. Describe it for one more card (A-10); exhaust it for an advantage (A-11).</source>
            <translation>Běžný aspekt (A-02): jeden z agentových vlastních. Popište ho a táhnete o kartu víc (A-10); vyčerpejte ho pro výhodu (A-11).</translation>
        </message>
        <message>
            <source>Make aspect '{name}' ordinary</source>
            <translation>Změnit aspekt „{name}“ na běžný</translation>
        </message>
        <message>
            <source>Special</source>
            <translation>Speciální</translation>
        </message>
        <message>
            <source>Special aspect (A-02): usually a paranormal ability. Using it costs a reserve (A-15); only reserves restore it, one each (A-22).</source>
            <translation>Speciální aspekt (A-02): obvykle paranormální schopnost. Jeho použití stojí rezervu (A-15); obnovit ho lze jen za rezervy, 1:1 (A-22).</translation>
        </message>
        <message>
            <source>Make aspect '{name}' special</source>
            <translation>Změnit aspekt „{name}“ na speciální</translation>
        </message>
        <message>
            <source>Negative</source>
            <translation>Negativní</translation>
        </message>
        <message>
            <source>Negative aspect (A-19): given by the Coordinator, e.g. an injury. The Coordinator exhausts it for a disadvantage (A-12). Not one of the ten.</source>
            <translation>Negativní aspekt (A-19): přidělí ho Koordinátor, např. zranění. Koordinátor ho vyčerpá pro nevýhodu (A-12). Nepočítá se mezi deset.</translation>
        </message>
        <message>
            <source>Make aspect '{name}' negative</source>
            <translation>Změnit aspekt „{name}“ na negativní</translation>
        </message>
        <message>
            <source>Permanent limiting</source>
            <translation>Trvalý omezující</translation>
        </message>
        <message>
            <source>Permanent limiting aspect (A-23): a strengthened negative aspect that cannot be removed the usual way. Not one of the ten.</source>
            <translation>Trvalý omezující aspekt (A-23): posílený negativní aspekt, který už nelze běžným způsobem odstranit. Nepočítá se mezi deset.</translation>
        </message>
        <message>
            <source>Make aspect '{name}' permanent limiting</source>
            <translation>Změnit aspekt „{name}“ na trvalý omezující</translation>
        </message>
        <message>
            <source>Own aspects: {count} of {most} — the most an agent can have.</source>
            <translation>Vlastní aspekty: {count} z {most} — víc jich agent mít nemůže.</translation>
        </message>
        <message>
            <source>Own aspects: {count} of {most}.</source>
            <translation>Vlastní aspekty: {count} z {most}.</translation>
        </message>
        <message>
            <source>An agent has at most {most} aspects of its own, ordinary or special (A-02). Remove one first, or make this one negative.</source>
            <translation>Agent má nejvýš {most} vlastních aspektů, běžných nebo speciálních (A-02). Nejdřív jeden odeberte, nebo tento změňte na negativní.</translation>
        </message>
        <message>
            <source>An agent needs at least {least} aspect of its own, ordinary or special (A-02). Add another before this one goes.</source>
            <translation>Agent potřebuje aspoň {least} vlastní aspekt, běžný nebo speciální (A-02). Než tento odeberete, přidejte jiný.</translation>
        </message>
    </context>
    <context>
        <name>AssistChip</name>
        <message>
            <source>{name}: no help</source>
            <translation>{name}: nepomáhá</translation>
        </message>
        <message>
            <source>{name} assists +1</source>
            <translation>{name} pomáhá +1</translation>
        </message>
        <message>
            <source>{name} assists +2 (relevant tag)</source>
            <translation>{name} pomáhá +2 (vhodný štítek)</translation>
        </message>
    </context>
    <context>
        <name>BankPips</name>
        <message>
            <source>{bank}: {left} of {size} dice left</source>
            <translation>{bank}: zbývá {left} z {size} kostek</translation>
        </message>
    </context>
    <context>
        <name>CalibrationDialog</name>
        <message>
            <source>Centre</source>
            <translation>Střed</translation>
        </message>
        <message>
            <source>Bottom left</source>
            <translation>Vlevo dole</translation>
        </message>
        <message>
            <source>Bottom right</source>
            <translation>Vpravo dole</translation>
        </message>
        <message>
            <source>Top left</source>
            <translation>Vlevo nahoře</translation>
        </message>
        <message>
            <source>Top right</source>
            <translation>Vpravo nahoře</translation>
        </message>
        <message>
            <source>Calibrate the Printer</source>
            <translation>Kalibrace tiskárny</translation>
        </message>
        <message>
            <source>1. Print the sheet on both sides, as you print cards.
2. Hold it against a light: at each point the back's cross falls on the front's scales. Type the numbers there, across then up (half millimetres read well). The centre gives the offset; the corners the scale.
3. Save into a printer profile. Printed again with it, the sheet reads 0.</source>
            <translation>1. Vytiskněte arch oboustranně, stejně jako tisknete karty.
2. Podržte ho proti světlu: v každém bodě padne křížek z rubu na stupnice na líci. Zadejte čísla, na která padne, nejdřív vodorovně, pak svisle (půl milimetru se přečte dobře). Střed určí posun, rohy měřítko.
3. Uložte to do profilu tiskárny. Vytištěný znovu s ním ukáže arch všude 0.</translation>
        </message>
        <message>
            <source>Print the Sheet…</source>
            <translation>Vytisknout arch…</translation>
        </message>
        <message>
            <source>The sheet prints with: {values}</source>
            <translation>Arch se vytiskne takto: {values}</translation>
        </message>
        <message>
            <source>Across (X)</source>
            <translation>Vodorovně (X)</translation>
        </message>
        <message>
            <source>Up (Y)</source>
            <translation>Svisle (Y)</translation>
        </message>
        <message>
            <source>A name for this printer</source>
            <translation>Název této tiskárny</translation>
        </message>
        <message>
            <source>Save into the profile</source>
            <translation>Uložit do profilu</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Uložit</translation>
        </message>
        <message>
            <source>Corrected: {values}</source>
            <translation>Po opravě: {values}</translation>
        </message>
        <message>
            <source>Print the Calibration Sheet</source>
            <translation>Vytisknout kalibrační arch</translation>
        </message>
        <message>
            <source>calibration sheet.pdf</source>
            <translation>kalibrační arch.pdf</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Soubory PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Calibration Sheet</source>
            <translation>Kalibrační arch</translation>
        </message>
        <message>
            <source>Written to {path}: print it on both sides, with: {values}</source>
            <translation>Zapsáno do {path}: vytiskněte oboustranně; arch má: {values}</translation>
        </message>
    </context>
    <context>
        <name>Campaign</name>
        <message>
            <source>My campaign</source>
            <translation>Moje kampaň</translation>
        </message>
        <message>
            <source>Demo campaign</source>
            <translation>Ukázková kampaň</translation>
        </message>
    </context>
    <context>
        <name>CardKinds</name>
        <message>
            <source>each character's own card ({systems})</source>
            <translation>vlastní karta každé postavy ({systems})</translation>
        </message>
        <message>
            <source>a rules reference card for each rule system in use</source>
            <translation>karta s přehledem pravidel pro každý použitý systém</translation>
        </message>
        <message>
            <source>a full 54-card deck with two jokers</source>
            <translation>celý balíček 54 karet se dvěma žolíky</translation>
        </message>
        <message>
            <source>Character cards</source>
            <translation>Karty postav</translation>
        </message>
        <message>
            <source>Rules reference</source>
            <translation>Přehled pravidel</translation>
        </message>
        <message>
            <source>54-card deck</source>
            <translation>Balíček 54 karet</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} a {last}</translation>
        </message>
        <message>
            <source>each Dice banks character's own card</source>
            <translation>vlastní karta každé postavy z Bank kostek</translation>
        </message>
    </context>
    <context>
        <name>CardPreviewDock</name>
        <message>
            <source>Card Preview</source>
            <translation>Náhled karet</translation>
        </message>
        <message>
            <source>Choose a character to see its cards as they will print.</source>
            <translation>Vyberte postavu a uvidíte její karty tak, jak se vytisknou.</translation>
        </message>
        <message>
            <source>This character has no cards to print yet.</source>
            <translation>Tato postava zatím nemá žádné karty k tisku.</translation>
        </message>
        <message>
            <source>The GM has no cards to print here yet.</source>
            <translation>Vypravěč tu zatím nemá žádné karty k tisku.</translation>
        </message>
        <message>
            <source>{kind}: {title}</source>
            <translation>{kind}: {title}</translation>
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
            <translation>J</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>D</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
    </context>
    <context>
        <name>CardReading</name>
        <message>
            <source>'{typed}' is not a card</source>
            <translation>„{typed}“ není karta</translation>
        </message>
        <message>
            <source>Read as: {cards}</source>
            <translation>Čte se jako: {cards}</translation>
        </message>
        <message>
            <source>Suits: {letters}</source>
            <translation>Barvy: {letters}</translation>
        </message>
    </context>
    <context>
        <name>CardSuits</name>
        <message>
            <source>spades</source>
            <translation>piky</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>srdce</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>káry</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>kříže</translation>
        </message>
    </context>
    <context>
        <name>CardView</name>
        <message>
            <source>a card, face down</source>
            <translation>karta rubem nahoru</translation>
        </message>
        <message>
            <source>no card</source>
            <translation>žádná karta</translation>
        </message>
        <message>
            <source>red</source>
            <translation>červená</translation>
        </message>
        <message>
            <source>black</source>
            <translation>černá</translation>
        </message>
        <message>
            <source>JOKER</source>
            <translation>ŽOLÍK</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>black card {number}</source>
            <translation>černá karta {number}</translation>
        </message>
        <message>
            <source>red card {number}</source>
            <translation>červená karta {number}</translation>
        </message>
        <message>
            <source>black joker</source>
            <translation>černý žolík</translation>
        </message>
        <message>
            <source>red joker</source>
            <translation>červený žolík</translation>
        </message>
        <message>
            <source>'{value}' is not a card: write a rank ({ranks}) and a suit ({suits}), such as {cards} or {typed}, or RJ / BJ for a joker</source>
            <translation>„{value}“ není karta: zapište hodnotu ({ranks}) a barvu ({suits}), například {cards} nebo {typed}, nebo RJ / BJ pro žolíka</translation>
        </message>
        <message>
            <source>a deck cannot hold a negative number of cards ({black} black, {red} red)</source>
            <translation>balíček nemůže mít záporný počet karet ({black} černých, {red} červených)</translation>
        </message>
        <message>
            <source>a red/black deck needs at least one card</source>
            <translation>červeno-černý balíček potřebuje alespoň jednu kartu</translation>
        </message>
        <message>
            <source>unknown deck kind '{kind}': use one of {names}</source>
            <translation>neznámý druh balíčku „{kind}“: použijte jeden z {names}</translation>
        </message>
        <message>
            <source>a standard 54-card deck</source>
            <translation>běžný balíček 54 karet</translation>
        </message>
        <message>
            <source>a standard 52-card deck</source>
            <translation>běžný balíček 52 karet</translation>
        </message>
        <message>
            <source>a red/black deck of {black} black and {red} red cards</source>
            <translation>červeno-černý balíček s černými kartami ({black}) a červenými ({red})</translation>
        </message>
    </context>
    <context>
        <name>CharacterPage</name>
        <message>
            <source>Choose a character on the left, or add one from the {menu} menu:</source>
            <translation>Vyberte postavu vlevo, nebo přidejte novou z nabídky {menu}:</translation>
        </message>
        <message>
            <source>Open the Demo Campaign</source>
            <translation>Otevřít ukázkovou kampaň</translation>
        </message>
        <message>
            <source>A copy of the demo campaign, to try every rule system on its characters</source>
            <translation>Kopie ukázkové kampaně: vyzkoušejte si každý systém pravidel na jejích postavách</translation>
        </message>
        <message>
            <source>A name is required</source>
            <translation>Jméno je povinné</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Jméno</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Systém</translation>
        </message>
        <message>
            <source>This character cannot be shown: {problem}</source>
            <translation>Tuto postavu nelze zobrazit: {problem}</translation>
        </message>
        <message>
            <source>These cards cannot be shown: {problem}</source>
            <translation>Tyto karty nelze zobrazit: {problem}</translation>
        </message>
        <message>
            <source>A character needs a name.</source>
            <translation>Postava musí mít jméno.</translation>
        </message>
        <message>
            <source>Choose a Portrait</source>
            <translation>Vybrat portrét</translation>
        </message>
        <message>
            <source>Pictures ({patterns})</source>
            <translation>Obrázky ({patterns})</translation>
        </message>
    </context>
    <context>
        <name>CharacterTreeModel</name>
        <message>
            <source>Coordinator's cards</source>
            <translation>Karty Koordinátora</translation>
        </message>
        <message>
            <source>Director's cards</source>
            <translation>Karty Režiséra</translation>
        </message>
        <message>
            <source>{gm}'s cards</source>
            <translation>Karty: {gm}</translation>
        </message>
    </context>
    <context>
        <name>CheckBuilder</name>
        <message>
            <source>Test</source>
            <translation>Zkouška</translation>
        </message>
        <message>
            <source>No skill  0</source>
            <translation>Žádná  0</translation>
        </message>
        <message>
            <source>The Difficulty Level: 9 at least (rule U-01)</source>
            <translation>Obtížnost: nejméně 9 (pravidlo U-01)</translation>
        </message>
        <message>
            <source>Draw (Space)</source>
            <translation>Táhnout (mezerník)</translation>
        </message>
        <message>
            <source>&amp;Player</source>
            <translation>&amp;Hráč</translation>
        </message>
        <message>
            <source>&amp;Attribute</source>
            <translation>&amp;Atribut</translation>
        </message>
        <message>
            <source>S&amp;kill</source>
            <translation>&amp;Dovednost</translation>
        </message>
        <message>
            <source>&amp;Difficulty</source>
            <translation>&amp;Obtížnost</translation>
        </message>
        <message>
            <source>Card&amp;s drawn</source>
            <translation>&amp;Tažené karty</translation>
        </message>
        <message>
            <source>Start or pick a session first.</source>
            <translation>Nejdřív začněte nebo vyberte sezení.</translation>
        </message>
        <message>
            <source>e.g. {cards} or {typed}</source>
            <translation>např. {cards} nebo {typed}</translation>
        </message>
        <message>
            <source>Player's &amp;initiative</source>
            <translation>Hráčova &amp;iniciativa</translation>
        </message>
        <message>
            <source>Ticked: the player acts on their own initiative, and the test's card is drawn from the draw pile. Unticked: a reaction, or a test you call for, and the player plays a card from the hand. Choosing a card of the hand unticks it (rule U-23).</source>
            <translation>Zaškrtnuto: hráč jedná z vlastní iniciativy a karta zkoušky se táhne z dobíracího balíčku. Nezaškrtnuto: reakce nebo zkouška, o kterou požádáte vy, a hráč hraje kartu z ruky. Výběr karty z ruky zaškrtnutí zruší (pravidlo U-23).</translation>
        </message>
        <message>
            <source>Type the cards of the test in the order they came, e.g. {cards} or {typed}.</source>
            <translation>Zapište karty zkoušky v pořadí, v jakém přišly, např. {cards} nebo {typed}.</translation>
        </message>
        <message>
            <source>{card} calls for another card: type it too.</source>
            <translation>{card} žádá další kartu: zapište i tu.</translation>
        </message>
        <message>
            <source>Choose the card {name} plays: show the hand below and click a card (or press 1–9).</source>
            <translation>Vyberte kartu, kterou {name} zahraje: ukažte ruku níže a klikněte na kartu (nebo stiskněte 1–9).</translation>
        </message>
        <message>
            <source>Ready: the first card from the hand, any others from the draw pile. Enter records.</source>
            <translation>Připraveno: první karta z ruky, další z dobíracího balíčku. Enter zapíše.</translation>
        </message>
        <message>
            <source>Ready: the cards came from the draw pile. Enter records.</source>
            <translation>Připraveno: karty přišly z dobíracího balíčku. Enter zapíše.</translation>
        </message>
        <message>
            <source>Record (Enter)</source>
            <translation>Zapsat (Enter)</translation>
        </message>
        <message>
            <source>Play the card (Space)</source>
            <translation>Zahrát kartu (mezerník)</translation>
        </message>
        <message>
            <source>Ready: not the player's initiative, so the chosen card of the hand plays (it stays hidden).</source>
            <translation>Připraveno: není to hráčova iniciativa, hraje tedy vybraná karta z ruky (zůstává skrytá).</translation>
        </message>
        <message>
            <source>Ready: the player's initiative, so Space draws from the draw pile.</source>
            <translation>Připraveno: hráčova iniciativa, mezerník tedy táhne z dobíracího balíčku.</translation>
        </message>
        <message>
            <source>Ready: Space draws from the draw pile.</source>
            <translation>Připraveno: mezerník táhne z dobíracího balíčku.</translation>
        </message>
    </context>
    <context>
        <name>CheckPanel</name>
        <message>
            <source>Creates a &amp;circumstance, or adds to one:</source>
            <translation>Vytváří &amp;okolnost nebo k ní přidává:</translation>
        </message>
        <message>
            <source>its name</source>
            <translation>její název</translation>
        </message>
        <message>
            <source>&amp;Leader</source>
            <translation>&amp;Kdo hází</translation>
        </message>
        <message>
            <source>&amp;Difficulty</source>
            <translation>O&amp;btížnost</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Štítky</translation>
        </message>
        <message>
            <source>Assists</source>
            <translation>Pomoc</translation>
        </message>
        <message>
            <source>&amp;Adversity to spend (+1 each)</source>
            <translation>&amp;Nepřízeň k utracení (+1 za žeton)</translation>
        </message>
        <message>
            <source>Roll  [Space]</source>
            <translation>Hodit  [mezerník]</translation>
        </message>
        <message>
            <source>Reroll once and take the new roll; the Director gains 1 Suspicion Point</source>
            <translation>Jednou hodit znovu a přijmout nový hod; Režisér získá 1 bod Podezření</translation>
        </message>
        <message>
            <source>Take it  [Space]</source>
            <translation>Přijmout  [mezerník]</translation>
        </message>
        <message>
            <source> of {held}</source>
            <translation> z {held}</translation>
        </message>
        <message>
            <source>Enter the roll  [Space]</source>
            <translation>Zadat hod  [mezerník]</translation>
        </message>
        <message>
            <source>Risky reroll</source>
            <translation>Riskantní manévr</translation>
        </message>
        <message>
            <source>{name}'s roll waits: take it (Space) or reroll ({key}). To change the check, take the roll back with Ctrl+Z.</source>
            <translation>Hod postavy {name} čeká: přijměte ho (mezerník), nebo zkuste riskantní manévr ({key}). Chcete-li zkoušku změnit, vezměte hod zpět klávesami Ctrl+Z.</translation>
        </message>
        <message>
            <source>{name}'s roll waits: take it (Space). To change the check, take the roll back with Ctrl+Z.</source>
            <translation>Hod postavy {name} čeká: přijměte ho (mezerník). Chcete-li zkoušku změnit, vezměte hod zpět klávesami Ctrl+Z.</translation>
        </message>
        <message>
            <source>A contest is under way: checks wait until it ends (Contest tab).</source>
            <translation>Probíhá střet: zkoušky počkají, až skončí (karta Střet).</translation>
        </message>
        <message>
            <source>No check yet</source>
            <translation>Zatím žádná zkouška</translation>
        </message>
        <message>
            <source>Above: the chances of a risky reroll.</source>
            <translation>Výše: šance riskantního manévru.</translation>
        </message>
        <message>
            <source>The dice are down: take the roll.</source>
            <translation>Kostky padly: přijměte hod.</translation>
        </message>
        <message>
            <source>Next: 2d6 {added} against {difficulty} — anything but snake eyes succeeds</source>
            <translation>Další: 2k6 {added} proti obtížnosti {difficulty} — uspěje cokoli kromě hadích očí</translation>
        </message>
        <message>
            <source>Next: 2d6 {added} against {difficulty} — only boxcars succeed</source>
            <translation>Další: 2k6 {added} proti obtížnosti {difficulty} — uspějí jen dvě šestky</translation>
        </message>
        <message>
            <source>Next: 2d6 {added} against {difficulty} — {needed} or more on the dice succeeds</source>
            <translation>Další: 2k6 {added} proti obtížnosti {difficulty} — uspěje {needed} a víc na kostkách</translation>
        </message>
        <message>
            <source>Snake eyes: a bad circumstance on the scene.</source>
            <translation>Hadí oči: na scéně je špatná okolnost.</translation>
        </message>
        <message>
            <source>Boxcars: a good circumstance on the scene.</source>
            <translation>Dvě šestky: na scéně je dobrá okolnost.</translation>
        </message>
        <message>
            <source>{name} gains 1 Adversity Token.</source>
            <translation>{name} získává 1 žeton Nepřízně.</translation>
        </message>
        <message>
            <source>The Director gains 1 Suspicion Point.</source>
            <translation>Režisér získává 1 bod Podezření.</translation>
        </message>
        <message>
            <source>'{name}' is now +{value}.</source>
            <translation>„{name}“ má teď +{value}.</translation>
        </message>
        <message>
            <source>first roll</source>
            <translation>první hod</translation>
        </message>
        <message>
            <source>SUCCESS</source>
            <translation>ÚSPĚCH</translation>
        </message>
        <message>
            <source>FAILURE</source>
            <translation>NEÚSPĚCH</translation>
        </message>
        <message>
            <source>{name}'s roll — take it or reroll</source>
            <translation>Hod: {name} — přijmout, nebo hodit znovu</translation>
        </message>
        <message>
            <source>{name}'s roll — take it</source>
            <translation>Hod: {name} — přijmout</translation>
        </message>
        <message>
            <source>{word} if taken: {total} vs {difficulty}</source>
            <translation>{word}, pokud se přijme: {total} proti {difficulty}</translation>
        </message>
        <message>
            <source>It fails before tokens: a risky reroll [{key}] is allowed (rule F-15).</source>
            <translation>Bez žetonů selhává: riskantní manévr [{key}] je povolen (pravidlo F-15).</translation>
        </message>
        <message>
            <source>The Director gains 1 Suspicion Point when it is taken.</source>
            <translation>Po přijetí získá Režisér 1 bod Podezření.</translation>
        </message>
        <message>
            <source>Taken as it is, {name} gains 1 Adversity Token.</source>
            <translation>Přijato takto získá {name} 1 žeton Nepřízně.</translation>
        </message>
        <message>
            <source>Last check: {name}</source>
            <translation>Poslední zkouška: {name}</translation>
        </message>
        <message>
            <source>{word} {total} vs {difficulty}</source>
            <translation>{word} {total} proti {difficulty}</translation>
        </message>
        <message>
            <source>tags {n}</source>
            <translation>štítky {n}</translation>
        </message>
        <message>
            <source>assists {n}</source>
            <translation>pomoc {n}</translation>
        </message>
        <message>
            <source>adversity {n}</source>
            <translation>nepřízeň {n}</translation>
        </message>
        <message>
            <source>Success with a risky reroll on a failing roll</source>
            <translation>Úspěch s riskantním manévrem při neúspěšném hodu</translation>
        </message>
        <message>
            <source>Snake eyes</source>
            <translation>Hadí oči</translation>
        </message>
        <message>
            <source>Boxcars</source>
            <translation>Dvě šestky</translation>
        </message>
        <message>
            <source>Success if taken now</source>
            <translation>Úspěch při přijetí teď</translation>
        </message>
    </context>
    <context>
        <name>Chip</name>
        <message>
            <source>exhausted</source>
            <translation>vyčerpaný</translation>
        </message>
        <message>
            <source>in the test</source>
            <translation>v testu</translation>
        </message>
        <message>
            <source>exhaust</source>
            <translation>vyčerpat</translation>
        </message>
        <message>
            <source>disadvantage</source>
            <translation>nevýhoda</translation>
        </message>
        <message>
            <source>ignored (1 reserve)</source>
            <translation>ignorován (1 rezerva)</translation>
        </message>
        <message>
            <source>trust: </source>
            <translation>důvěra: </translation>
        </message>
    </context>
    <context>
        <name>CinematicCheck</name>
        <message>
            <source>the Attribute</source>
            <translation>atribut</translation>
        </message>
        <message>
            <source>the Skill</source>
            <translation>dovednost</translation>
        </message>
        <message>
            <source>the Difficulty Level, 9 or more (rule U-01; default 9)</source>
            <translation>Obtížnost, 9 nebo víc (pravidlo U-01; výchozí 9)</translation>
        </message>
        <message>
            <source>succeed when the total meets the Difficulty Level, not only when it beats it (rule U-01)</source>
            <translation>úspěch, když součet Obtížnosti dosáhne, ne jen když ji překoná (pravidlo U-01)</translation>
        </message>
        <message>
            <source>the cards drawn at the table, in draw order: exactly the ones the test uses</source>
            <translation>karty tažené u stolu v pořadí tažení: přesně ty, které zkouška použije</translation>
        </message>
        <message>
            <source>seed the shuffle of the fresh deck, to repeat a draw</source>
            <translation>semínko zamíchání nového balíčku, aby šlo tažení zopakovat</translation>
        </message>
        <message>
            <source>read a rule another way, as a table option does: {options} (e.g. second_card=chain)</source>
            <translation>číst pravidlo jinak, jako to dělá možnost stolu: {options} (např. second_card=chain)</translation>
        </message>
        <message>
            <source>a 54-card deck</source>
            <translation>balíček o 54 kartách</translation>
        </message>
        <message>
            <source>--seed shuffles a fresh deck: with --cards there is no deck to shuffle</source>
            <translation>--seed míchá nový balíček: s --cards není co míchat</translation>
        </message>
        <message>
            <source>--cards: {error}</source>
            <translation>--cards: {error}</translation>
        </message>
        <message>
            <source>deskapp: error: {message}</source>
            <translation>deskapp: chyba: {message}</translation>
        </message>
        <message>
            <source>the draw pile and the discard pile can run out before this test is over: give more cards with --remaining or --discard</source>
            <translation>dobírací a odhazovací balíček mohou dojít dřív, než zkouška skončí: zadejte víc karet pomocí --remaining nebo --discard</translation>
        </message>
    </context>
    <context>
        <name>CinematicEditor</name>
        <message>
            <source>Rule U-01: a test succeeds when Attribute + Skill + the card's value beats the Difficulty Level (9 or more).</source>
            <translation>Pravidlo U-01: zkouška uspěje, když atribut + dovednost + hodnota karty překoná Obtížnost (9 nebo víc).</translation>
        </message>
        <message>
            <source>A rating: a whole number from {minimum} to {maximum}.</source>
            <translation>Hodnota: celé číslo od {minimum} do {maximum}.</translation>
        </message>
        <message>
            <source>Attributes</source>
            <translation>Atributy</translation>
        </message>
        <message>
            <source>attribute</source>
            <translation>atribut</translation>
        </message>
        <message>
            <source>No attributes yet: type one below.</source>
            <translation>Zatím žádné atributy: napište jeden níže.</translation>
        </message>
        <message>
            <source>New attribute</source>
            <translation>Nový atribut</translation>
        </message>
        <message>
            <source>An attribute needs a name.</source>
            <translation>Atribut potřebuje jméno.</translation>
        </message>
        <message>
            <source>There is already an attribute called “{name}”.</source>
            <translation>Atribut „{name}“ už existuje.</translation>
        </message>
        <message>
            <source>Add attribute “{name}” ({value})</source>
            <translation>Přidat atribut „{name}“ ({value})</translation>
        </message>
        <message>
            <source>Remove attribute “{name}”</source>
            <translation>Odebrat atribut „{name}“</translation>
        </message>
        <message>
            <source>Rename attribute “{old}” to “{new}”</source>
            <translation>Přejmenovat atribut „{old}“ na „{new}“</translation>
        </message>
        <message>
            <source>Set attribute “{name}” to {value}</source>
            <translation>Nastavit atribut „{name}“ na {value}</translation>
        </message>
        <message>
            <source>Move attribute “{name}”</source>
            <translation>Přesunout atribut „{name}“</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>Dovednosti</translation>
        </message>
        <message>
            <source>skill</source>
            <translation>dovednost</translation>
        </message>
        <message>
            <source>No skills yet: type one below.</source>
            <translation>Zatím žádné dovednosti: napište jednu níže.</translation>
        </message>
        <message>
            <source>New skill</source>
            <translation>Nová dovednost</translation>
        </message>
        <message>
            <source>A skill needs a name.</source>
            <translation>Dovednost potřebuje jméno.</translation>
        </message>
        <message>
            <source>There is already a skill called “{name}”.</source>
            <translation>Dovednost „{name}“ už existuje.</translation>
        </message>
        <message>
            <source>Add skill “{name}” ({value})</source>
            <translation>Přidat dovednost „{name}“ ({value})</translation>
        </message>
        <message>
            <source>Remove skill “{name}”</source>
            <translation>Odebrat dovednost „{name}“</translation>
        </message>
        <message>
            <source>Rename skill “{old}” to “{new}”</source>
            <translation>Přejmenovat dovednost „{old}“ na „{new}“</translation>
        </message>
        <message>
            <source>Set skill “{name}” to {value}</source>
            <translation>Nastavit dovednost „{name}“ na {value}</translation>
        </message>
        <message>
            <source>Move skill “{name}”</source>
            <translation>Přesunout dovednost „{name}“</translation>
        </message>
        <message>
            <source>Rule U-31: a blessing adds 1 to 3 cards to the hand and a curse removes 1 to 3, by the spell's level, until that player's hand is exhausted.</source>
            <translation>Pravidlo U-31: požehnání přidá do ruky 1 až 3 karty a kletba 1 až 3 karty ubere, podle úrovně kouzla, dokud se ruka toho hráče nevyčerpá.</translation>
        </message>
        <message>
            <source>Blessings and Curses</source>
            <translation>Požehnání a kletby</translation>
        </message>
        <message>
            <source>blessing or curse</source>
            <translation>požehnání nebo kletba</translation>
        </message>
        <message>
            <source>No blessing or curse is active.</source>
            <translation>Nepůsobí žádné požehnání ani kletba.</translation>
        </message>
        <message>
            <source>Spell or source</source>
            <translation>Kouzlo</translation>
        </message>
        <message>
            <source>A blessing or curse needs a name: the spell or its source.</source>
            <translation>Požehnání nebo kletba potřebuje jméno: kouzlo nebo jeho zdroj.</translation>
        </message>
        <message>
            <source>“{name}” is already active on this character.</source>
            <translation>„{name}“ už na této postavě působí.</translation>
        </message>
        <message>
            <source>Add “{name}”: {value}</source>
            <translation>Přidat „{name}“: {value}</translation>
        </message>
        <message>
            <source>Remove “{name}”</source>
            <translation>Odebrat „{name}“</translation>
        </message>
        <message>
            <source>Rename “{old}” to “{new}”</source>
            <translation>Přejmenovat „{old}“ na „{new}“</translation>
        </message>
        <message>
            <source>Set “{name}” to {value}</source>
            <translation>Nastavit „{name}“ na {value}</translation>
        </message>
        <message>
            <source>Move “{name}”</source>
            <translation>Přesunout „{name}“</translation>
        </message>
        <message>
            <source>Background, contacts, gear — anything the sheet has no place for.</source>
            <translation>Minulost, kontakty, vybavení – cokoli, pro co deník postavy nemá místo.</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Poznámky</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Jméno</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Hodnota</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Úroveň</translation>
        </message>
        <message>
            <source>Curse {level}</source>
            <translation>Kletba {level}</translation>
        </message>
        <message>
            <source>Blessing {level}</source>
            <translation>Požehnání {level}</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Štěstí</translation>
        </message>
        <message>
            <source>Rule U-30: lucky characters start with 1 to 3 more cards in hand, unlucky ones 1 to 3 fewer.</source>
            <translation>Pravidlo U-30: šťastné postavy začínají s 1 až 3 kartami v ruce navíc, smolné s 1 až 3 kartami méně.</translation>
        </message>
        <message>
            <source>Luck level</source>
            <translation>Míra štěstí</translation>
        </message>
        <message numerus="yes">
            <source>Rules U-20 and U-30: with hand management each player starts with %n card(s), plus or minus their luck. A table can change that number in its options.</source>
            <translation>
                <numerusform>Pravidla U-20 a U-30: při hře z ruky začíná každý hráč s %n kartou, plus nebo minus jeho štěstí. Stůl může toto číslo změnit ve svých možnostech.</numerusform>
                <numerusform>Pravidla U-20 a U-30: při hře z ruky začíná každý hráč s %n kartami, plus nebo minus jeho štěstí. Stůl může toto číslo změnit ve svých možnostech.</numerusform>
                <numerusform>Pravidla U-20 a U-30: při hře z ruky začíná každý hráč s %n kartami, plus nebo minus jeho štěstí. Stůl může toto číslo změnit ve svých možnostech.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Starting hand: %n card(s) ({base} {sign} {amount} for luck)</source>
            <translation>
                <numerusform>Počáteční ruka: %n karta ({base} {sign} {amount} za štěstí)</numerusform>
                <numerusform>Počáteční ruka: %n karty ({base} {sign} {amount} za štěstí)</numerusform>
                <numerusform>Počáteční ruka: %n karet ({base} {sign} {amount} za štěstí)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Starting hand: %n card(s)</source>
            <translation>
                <numerusform>Počáteční ruka: %n karta</numerusform>
                <numerusform>Počáteční ruka: %n karty</numerusform>
                <numerusform>Počáteční ruka: %n karet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Blessings and curses: %n more card(s) until the hand is exhausted.</source>
            <translation>
                <numerusform>Požehnání a kletby: o %n kartu víc, dokud se ruka nevyčerpá.</numerusform>
                <numerusform>Požehnání a kletby: o %n karty víc, dokud se ruka nevyčerpá.</numerusform>
                <numerusform>Požehnání a kletby: o %n karet víc, dokud se ruka nevyčerpá.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Blessings and curses: %n card(s) fewer until the hand is exhausted.</source>
            <translation>
                <numerusform>Požehnání a kletby: o %n kartu méně, dokud se ruka nevyčerpá.</numerusform>
                <numerusform>Požehnání a kletby: o %n karty méně, dokud se ruka nevyčerpá.</numerusform>
                <numerusform>Požehnání a kletby: o %n karet méně, dokud se ruka nevyčerpá.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lucky {level}</source>
            <translation>Štěstí {level}</translation>
        </message>
        <message>
            <source>Unlucky {level}</source>
            <translation>Smůla {level}</translation>
        </message>
        <message>
            <source>Neither lucky nor unlucky</source>
            <translation>Ani štěstí, ani smůla</translation>
        </message>
        <message>
            <source>{words} ({level})</source>
            <translation>{words} ({level})</translation>
        </message>
        <message>
            <source>Blessings and curses cancel out.</source>
            <translation>Požehnání a kletby se vyruší.</translation>
        </message>
        <message>
            <source>Set luck to {level}</source>
            <translation>Nastavit štěstí na {level}</translation>
        </message>
        <message>
            <source>Edit notes</source>
            <translation>Upravit poznámky</translation>
        </message>
    </context>
    <context>
        <name>CinematicPlayers</name>
        <message>
            <source>{player} showed you</source>
            <translation>{player} vám ukazuje</translation>
        </message>
        <message>
            <source>You showed {player}</source>
            <translation>Vaše karta, kterou vidí {player}</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Štěstí</translation>
        </message>
        <message>
            <source>Cards in the draw pile</source>
            <translation>Karty v dobíracím balíčku</translation>
        </message>
        <message>
            <source>Hand size</source>
            <translation>Velikost ruky</translation>
        </message>
        <message>
            <source>Blessing</source>
            <translation>Požehnání</translation>
        </message>
        <message>
            <source>Curse</source>
            <translation>Kletba</translation>
        </message>
        <message>
            <source>Play a card from your hand to a test</source>
            <translation>Zahrát kartu z ruky do testu</translation>
        </message>
        <message>
            <source>Play the card</source>
            <translation>Zahrát kartu</translation>
        </message>
        <message>
            <source>Attribute</source>
            <translation>Atribut</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Dovednost</translation>
        </message>
        <message>
            <source>Difficulty Level</source>
            <translation>Obtížnost</translation>
        </message>
        <message>
            <source>Show a card from your hand to another player</source>
            <translation>Ukázat kartu z ruky jinému hráči</translation>
        </message>
        <message>
            <source>Show the card</source>
            <translation>Ukázat kartu</translation>
        </message>
        <message>
            <source>To whom</source>
            <translation>Komu</translation>
        </message>
        <message>
            <source>Card {number} of your hand</source>
            <translation>{number}. karta tvé ruky</translation>
        </message>
        <message>
            <source>Card {number} of {target}'s hand</source>
            <translation>{number}. karta v ruce: {target}</translation>
        </message>
        <message>
            <source>Card {number} from the top of your draw pile</source>
            <translation>{number}. karta shora tvého dobíracího balíčku</translation>
        </message>
        <message>
            <source>Card {number} from the top of {target}'s draw pile</source>
            <translation>{number}. karta shora dobíracího balíčku: {target}</translation>
        </message>
    </context>
    <context>
        <name>CinematicPowers</name>
        <message>
            <source>unknown power '{text}': choose one of {powers}</source>
            <translation>neznámá schopnost „{text}“: vyberte jednu z: {powers}</translation>
        </message>
        <message>
            <source>Mage</source>
            <translation>Mág</translation>
        </message>
        <message>
            <source>Seer</source>
            <translation>Věštec</translation>
        </message>
        <message>
            <source>Necromancer</source>
            <translation>Nekromant</translation>
        </message>
        <message>
            <source>Divinely inspired</source>
            <translation>Božsky inspirovaný</translation>
        </message>
        <message>
            <source>Astral vision</source>
            <translation>Astrální vidění</translation>
        </message>
        <message>
            <source>Insight</source>
            <translation>Vhled</translation>
        </message>
        <message>
            <source>Mental vision</source>
            <translation>Mentální vidění</translation>
        </message>
        <message>
            <source>Mental sight</source>
            <translation>Mentální zrak</translation>
        </message>
        <message>
            <source>Language of the dead</source>
            <translation>Řeč mrtvých</translation>
        </message>
        <message>
            <source>Receptacle of the dead</source>
            <translation>Schránka mrtvých</translation>
        </message>
        <message>
            <source>Prophetic visions</source>
            <translation>Prorocká vidění</translation>
        </message>
        <message>
            <source>Divine vision</source>
            <translation>Božské vidění</translation>
        </message>
    </context>
    <context>
        <name>CinematicPublic</name>
        <message>
            <source>Cards left</source>
            <translation>Zbývá karet</translation>
        </message>
        <message>
            <source>In hand</source>
            <translation>V ruce</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Štěstí</translation>
        </message>
    </context>
    <context>
        <name>CinematicReplay</name>
        <message numerus="yes">
            <source>Replayed %n event(s) of a cinematic session with {players};</source>
            <translation>
                <numerusform>Přehrána %n událost sezení filmových karet (hráči: {players});</numerusform>
                <numerusform>Přehrány %n události sezení filmových karet (hráči: {players});</numerusform>
                <numerusform>Přehráno %n událostí sezení filmových karet (hráči: {players});</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n test(s) in effect.</source>
            <translation>
                <numerusform>platí %n zkouška.</numerusform>
                <numerusform>platí %n zkoušky.</numerusform>
                <numerusform>platí %n zkoušek.</numerusform>
            </translation>
        </message>
        <message>
            <source>Latest test: {player}: {result}</source>
            <translation>Poslední zkouška: {player}: {result}</translation>
        </message>
        <message>
            <source>{player}'s {card} taken back from the hand</source>
            <translation>{player}: {card} vrácena z ruky</translation>
        </message>
        <message>
            <source>{player}'s {card} taken back from the discard pile</source>
            <translation>{player}: {card} vrácena z odhazovacího balíčku</translation>
        </message>
        <message>
            <source>Corrections: {taken}.</source>
            <translation>Opravy: {taken}.</translation>
        </message>
        <message>
            <source>{name}: draw {draw}</source>
            <translation>{name}: dobírací {draw}</translation>
        </message>
        <message>
            <source>discard {discard}</source>
            <translation>odhazovací {discard}</translation>
        </message>
        <message>
            <source>hand {held} of {size}</source>
            <translation>ruka {held} z {size}</translation>
        </message>
    </context>
    <context>
        <name>CinematicRules</name>
        <message>
            <source>field 'position' must be 0 or more, not {value}</source>
            <translation>pole „position“ musí být 0 nebo víc, ne {value}</translation>
        </message>
        <message>
            <source>field '{field}': {error}</source>
            <translation>pole „{field}“: {error}</translation>
        </message>
        <message>
            <source>a seat needs a name, not {name}</source>
            <translation>místo u stolu potřebuje jméno, ne {name}</translation>
        </message>
        <message>
            <source>{name}'s luck must be a whole number from −3 to +3 (rule U-30), not {luck}</source>
            <translation>štěstí ({name}) musí být celé číslo od −3 do +3 (pravidlo U-30), ne {luck}</translation>
        </message>
        <message>
            <source>two seats are called '{name}': each needs its own name</source>
            <translation>dvě místa u stolu se jmenují „{name}“: každé potřebuje vlastní jméno</translation>
        </message>
        <message>
            <source>{name}'s hand would hold {size} cards (starting hand {start}, luck {luck}): a hand cannot be smaller than 0</source>
            <translation>ruka ({name}) by měla {size} karet (počáteční ruka {start}, štěstí {luck}): ruka nemůže být menší než 0</translation>
        </message>
        <message>
            <source>nobody called '{name}' sits at the table (seats: {seats})</source>
            <translation>u stolu nesedí nikdo jménem „{name}“ (u stolu: {seats})</translation>
        </message>
        <message numerus="yes">
            <source>{name} still holds %n card(s): no new cards until the hand is empty (rule U-21)</source>
            <translation>
                <numerusform>{name} ještě drží %n kartu: nové karty až po vyprázdnění ruky (pravidlo U-21)</numerusform>
                <numerusform>{name} ještě drží %n karty: nové karty až po vyprázdnění ruky (pravidlo U-21)</numerusform>
                <numerusform>{name} ještě drží %n karet: nové karty až po vyprázdnění ruky (pravidlo U-21)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand holds %n card(s) (rules U-20, U-30, {owed} short for a curse (rule U-31)), not {typed}</source>
            <translation>
                <numerusform>ruka ({name}) má %n kartu (pravidla U-20, U-30, o {owed} méně kvůli kletbě (pravidlo U-31)), ne {typed}</numerusform>
                <numerusform>ruka ({name}) má %n karty (pravidla U-20, U-30, o {owed} méně kvůli kletbě (pravidlo U-31)), ne {typed}</numerusform>
                <numerusform>ruka ({name}) má %n karet (pravidla U-20, U-30, o {owed} méně kvůli kletbě (pravidlo U-31)), ne {typed}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand holds %n card(s) (rules U-20, U-30), not {typed}</source>
            <translation>
                <numerusform>ruka ({name}) má %n kartu (pravidla U-20, U-30), ne {typed}</numerusform>
                <numerusform>ruka ({name}) má %n karty (pravidla U-20, U-30), ne {typed}</numerusform>
                <numerusform>ruka ({name}) má %n karet (pravidla U-20, U-30), ne {typed}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}'s hand is empty: deal the new hand first (rule U-21)</source>
            <translation>ruka ({name}) je prázdná: nejdřív rozdejte novou ruku (pravidlo U-21)</translation>
        </message>
        <message numerus="yes">
            <source>a blessing of {level} draws %n card(s), not {typed} (rule U-31)</source>
            <translation>
                <numerusform>požehnání úrovně {level} táhne %n kartu, ne {typed} (pravidlo U-31)</numerusform>
                <numerusform>požehnání úrovně {level} táhne %n karty, ne {typed} (pravidlo U-31)</numerusform>
                <numerusform>požehnání úrovně {level} táhne %n karet, ne {typed} (pravidlo U-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a curse of {level} takes %n card(s) now: the whole hand, the rest carries over, not {lost} (rule U-31)</source>
            <translation>
                <numerusform>kletba úrovně {level} teď vezme %n kartu, celou ruku, zbytek přejde na další ruku; ne {lost} (pravidlo U-31)</numerusform>
                <numerusform>kletba úrovně {level} teď vezme %n karty, celou ruku, zbytek přejde na další ruku; ne {lost} (pravidlo U-31)</numerusform>
                <numerusform>kletba úrovně {level} teď vezme %n karet, celou ruku, zbytek přejde na další ruku; ne {lost} (pravidlo U-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a curse of {level} takes %n card(s) now, not {lost} (rule U-31)</source>
            <translation>
                <numerusform>kletba úrovně {level} teď vezme %n kartu, ne {lost} (pravidlo U-31)</numerusform>
                <numerusform>kletba úrovně {level} teď vezme %n karty, ne {lost} (pravidlo U-31)</numerusform>
                <numerusform>kletba úrovně {level} teď vezme %n karet, ne {lost} (pravidlo U-31)</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is named twice</source>
            <translation>{card} je uvedena dvakrát</translation>
        </message>
        <message>
            <source>taking a card back is for a table of physical decks: this table draws its own cards</source>
            <translation>vracení karet je pro stůl se skutečnými balíčky: tento stůl si karty táhne sám</translation>
        </message>
        <message>
            <source>{card} is already in {name}'s draw pile: there is nothing to take back</source>
            <translation>{card} už je v dobíracím balíčku ({name}): není co vracet</translation>
        </message>
        <message>
            <source>{card} cannot be taken back yet: {where}</source>
            <translation>{card} zatím nejde vrátit: {where}</translation>
        </message>
        <message>
            <source>{power}: the decks are physical, so look at the real card; the app does not know their order</source>
            <translation>{power}: balíčky jsou skutečné, podívejte se na skutečnou kartu; aplikace jejich pořadí nezná</translation>
        </message>
        <message>
            <source>{power} looks at another player's cards, not {viewer}'s own (rule U-40)</source>
            <translation>{power} se dívá na karty jiného hráče, ne na vlastní karty ({viewer}) (pravidlo U-40)</translation>
        </message>
        <message>
            <source>{power} sees the next card of the draw pile only (rule U-40)</source>
            <translation>{power} vidí jen příští kartu dobíracího balíčku (pravidlo U-40)</translation>
        </message>
        <message>
            <source>{power} sees the top card of the draw pile at this table (table options, rule U-41)</source>
            <translation>{power} u tohoto stolu vidí vrchní kartu dobíracího balíčku (možnosti stolu, pravidlo U-41)</translation>
        </message>
        <message>
            <source>{power} looks at a hand, but {reason}</source>
            <translation>{power} se dívá do ruky, ale {reason}</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand holds %n card(s): there is no card {number}</source>
            <translation>
                <numerusform>ruka ({name}) má %n kartu: karta {number} v ní není</numerusform>
                <numerusform>ruka ({name}) má %n karty: karta {number} v ní není</numerusform>
                <numerusform>ruka ({name}) má %n karet: karta {number} v ní není</numerusform>
            </translation>
        </message>
        <message>
            <source>in direct draw nobody holds a hand (rule U-10)</source>
            <translation>při přímém tažení nikdo nedrží ruku (pravidlo U-10)</translation>
        </message>
        <message>
            <source>{name} holds no hand at this table (table options)</source>
            <translation>{name} u tohoto stolu nedrží ruku (možnosti stolu)</translation>
        </message>
        <message>
            <source>blessings, curses and refills change a hand, and {reason}</source>
            <translation>požehnání, kletby a nové ruce mění ruku, a {reason}</translation>
        </message>
        <message>
            <source>{card} is not in {name}'s hand: {where}</source>
            <translation>{name} nemá {card} v ruce: {where}</translation>
        </message>
        <message>
            <source>{card} is not in {name}'s hand</source>
            <translation>{name} nemá {card} v ruce</translation>
        </message>
        <message>
            <source>{card} cannot be played from a hand: {reason}</source>
            <translation>{card} nejde zahrát z ruky: {reason}</translation>
        </message>
        <message>
            <source>{name} initiated this test, so its card comes from the draw pile, not the hand (rule U-23)</source>
            <translation>zkoušku vyvolává {name}, takže karta jde z dobíracího balíčku, ne z ruky (pravidlo U-23)</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand is empty: deal the %n card(s) of the new hand first (rule U-21)</source>
            <translation>
                <numerusform>ruka ({name}) je prázdná: nejdřív rozdejte %n kartu nové ruky (pravidlo U-21)</numerusform>
                <numerusform>ruka ({name}) je prázdná: nejdřív rozdejte %n karty nové ruky (pravidlo U-21)</numerusform>
                <numerusform>ruka ({name}) je prázdná: nejdřív rozdejte %n karet nové ruky (pravidlo U-21)</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} did not initiate this test: choose the card to play from the hand (rule U-23)</source>
            <translation>zkoušku nevyvolává {name}: vyberte kartu z ruky, která se zahraje (pravidlo U-23)</translation>
        </message>
        <message>
            <source>this table draws its own cards: typed cards are for a table of physical decks</source>
            <translation>tento stůl si karty táhne sám: zapsané karty jsou pro stůl se skutečnými balíčky</translation>
        </message>
        <message>
            <source>{card} is typed twice: a deck holds each card once</source>
            <translation>{card} je zapsána dvakrát: balíček má každou kartu jen jednou</translation>
        </message>
        <message>
            <source>{card} is not in {name}'s draw pile: {where}</source>
            <translation>{card} není v dobíracím balíčku ({name}): {where}</translation>
        </message>
        <message>
            <source>{name}'s draw and discard piles hold too few cards to finish a test</source>
            <translation>{name} má v dobíracím a odhazovacím balíčku příliš málo karet na dokončení zkoušky</translation>
        </message>
        <message>
            <source>a blessing's level is 1, 2 or 3 (rule U-31), not {level}</source>
            <translation>úroveň požehnání je 1, 2 nebo 3 (pravidlo U-31), ne {level}</translation>
        </message>
        <message>
            <source>a curse's level is 1, 2 or 3 (rule U-31), not {level}</source>
            <translation>úroveň kletby je 1, 2 nebo 3 (pravidlo U-31), ne {level}</translation>
        </message>
        <message>
            <source>{card} is not a card of a 54-card deck</source>
            <translation>{card} není karta balíčku o 54 kartách</translation>
        </message>
        <message>
            <source>it is in the draw pile</source>
            <translation>je v dobíracím balíčku</translation>
        </message>
        <message>
            <source>it is in the discard pile</source>
            <translation>je v odhazovacím balíčku</translation>
        </message>
        <message>
            <source>it is in the hand</source>
            <translation>je v ruce</translation>
        </message>
        <message>
            <source>it is in the test being resolved</source>
            <translation>patří k právě vyhodnocované zkoušce</translation>
        </message>
        <message>
            <source>a cinematic session's setup must list its players</source>
            <translation>nastavení sezení filmových karet musí uvádět hráče</translation>
        </message>
        <message>
            <source>the setup's mirror flag must be true or false, not {value}</source>
            <translation>příznak zrcadlení v nastavení musí být true nebo false, ne {value}</translation>
        </message>
        <message>
            <source>{name}'s sheet: {spell} cannot be applied: {error}</source>
            <translation>deník postavy {name}: {spell} nejde použít: {error}</translation>
        </message>
        <message>
            <source>type the cards drawn from {name}'s real deck (mirror mode)</source>
            <translation>zapište karty tažené ze skutečného balíčku ({name}) (zrcadlení)</translation>
        </message>
        <message>
            <source>{name} holds no hand at this table: there is no card to show (U-10)</source>
            <translation>{name} u tohoto stolu nedrží ruku: není co ukázat (U-10)</translation>
        </message>
        <message>
            <source>{name} cannot show a card to themselves</source>
            <translation>{name} musí kartu ukázat někomu jinému</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>ruky ({name})</translation>
        </message>
        <message>
            <source>{name}'s discard pile</source>
            <translation>odhazovacího balíčku ({name})</translation>
        </message>
        <message>
            <source>{name} holds no hand at this table: every test draws from the deck (U-10)</source>
            <translation>{name} u tohoto stolu nedrží ruku: každý test se táhne z balíčku (U-10)</translation>
        </message>
        <message>
            <source>{name}'s hand still holds cards: no new cards come until it is empty (U-21)</source>
            <translation>{name} má v ruce ještě karty: nové karty přijdou, až bude ruka prázdná (U-21)</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand holds %n card(s) (U-20)</source>
            <translation>
                <numerusform>{name}: do ruky se vejde %n karta (U-20)</numerusform>
                <numerusform>{name}: do ruky se vejdou %n karty (U-20)</numerusform>
                <numerusform>{name}: do ruky se vejde %n karet (U-20)</numerusform>
            </translation>
        </message>
        <message>
            <source>success</source>
            <translation>úspěch</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>neúspěch</translation>
        </message>
        <message>
            <source>critical success</source>
            <translation>kritický úspěch</translation>
        </message>
        <message>
            <source>critical failure</source>
            <translation>kritický neúspěch</translation>
        </message>
        <message>
            <source>the attribute must be a whole number from 0 to {maximum}, not {value}</source>
            <translation>atribut musí být celé číslo od 0 do {maximum}, ne {value}</translation>
        </message>
        <message>
            <source>the skill must be a whole number from 0 to {maximum}, not {value}</source>
            <translation>dovednost musí být celé číslo od 0 do {maximum}, ne {value}</translation>
        </message>
        <message>
            <source>the Difficulty Level must be from {minimum} (rule U-01) to {maximum}, not {value}</source>
            <translation>Obtížnost musí být od {minimum} (pravidlo U-01) do {maximum}, ne {value}</translation>
        </message>
        <message>
            <source>{working} = {chance} → total {total}: {outcome}</source>
            <translation>{working} = {chance} → celkem {total}: {outcome}</translation>
        </message>
        <message>
            <source>a test needs at least one card</source>
            <translation>zkouška potřebuje aspoň jednu kartu</translation>
        </message>
        <message>
            <source>{card} is named twice: a deck holds each card once</source>
            <translation>{card} je uvedena dvakrát: balíček má každou kartu jen jednou</translation>
        </message>
        <message numerus="yes">
            <source>{card} calls for another card (rule {rule}) but the test was given only %n card(s)</source>
            <translation>
                <numerusform>{card} žádá další kartu (pravidlo {rule}), ale zkouška dostala jen %n kartu</numerusform>
                <numerusform>{card} žádá další kartu (pravidlo {rule}), ale zkouška dostala jen %n karty</numerusform>
                <numerusform>{card} žádá další kartu (pravidlo {rule}), ale zkouška dostala jen %n karet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} calls for another card (rule {rule}, chained) but the test was given only %n card(s)</source>
            <translation>
                <numerusform>{card} žádá další kartu (pravidlo {rule}, řetězení), ale zkouška dostala jen %n kartu</numerusform>
                <numerusform>{card} žádá další kartu (pravidlo {rule}, řetězení), ale zkouška dostala jen %n karty</numerusform>
                <numerusform>{card} žádá další kartu (pravidlo {rule}, řetězení), ale zkouška dostala jen %n karet</numerusform>
            </translation>
        </message>
        <message>
            <source>the test uses {used} only: {extra} is not part of it</source>
            <translation>zkouška použije jen {used}: {extra} do ní nepatří</translation>
        </message>
        <message>
            <source>the test uses {used} only: {extra} are not part of it</source>
            <translation>zkouška použije jen {used}: {extra} do ní nepatří</translation>
        </message>
        <message>
            <source>{first} then {second} (red)</source>
            <translation>{first}, pak {second} (červená)</translation>
        </message>
        <message>
            <source>{first} then {second} (black)</source>
            <translation>{first}, pak {second} (černá)</translation>
        </message>
        <message>
            <source>{first} then {second}</source>
            <translation>{first}, pak {second}</translation>
        </message>
        <message>
            <source>{card} is not a card of a 54-card deck (52 cards and 2 jokers)</source>
            <translation>{card} není karta balíčku o 54 kartách (52 karet a 2 žolíci)</translation>
        </message>
        <message>
            <source>Chronicler</source>
            <translation>Kronikář</translation>
        </message>
        <message>
            <source>Blessing</source>
            <translation>Požehnání</translation>
        </message>
        <message>
            <source>Curse</source>
            <translation>Kletba</translation>
        </message>
    </context>
    <context>
        <name>CinematicScreen</name>
        <message>
            <source>Hand, blessings and curses</source>
            <translation>Ruka, požehnání a kletby</translation>
        </message>
        <message>
            <source>Powers</source>
            <translation>Schopnosti</translation>
        </message>
        <message>
            <source>Keys: type the cards drawn, then Enter (Space goes to the field) · Ctrl+Z undo · Ctrl+Shift+Z redo · F1 every key</source>
            <translation>Klávesy: napište tažené karty, pak Enter (mezerník skočí do pole) · Ctrl+Z zpět · Ctrl+Shift+Z znovu · F1 všechny klávesy</translation>
        </message>
        <message>
            <source>Keys: 1–9 choose a card of the hand · Space play it (or draw, for a test the player starts) · Ctrl+Z undo · Ctrl+Shift+Z redo · F1 every key</source>
            <translation>Klávesy: 1–9 vybrat kartu z ruky · mezerník ji zahrát (nebo táhnout, když test začíná hráč) · Ctrl+Z zpět · Ctrl+Shift+Z znovu · F1 všechny klávesy</translation>
        </message>
        <message>
            <source>Keys: Space draw · Ctrl+Z undo · Ctrl+Shift+Z redo · F1 every key</source>
            <translation>Klávesy: mezerník táhnout · Ctrl+Z zpět · Ctrl+Shift+Z znovu · F1 všechny klávesy</translation>
        </message>
        <message>
            <source>Hand management: hands of {size} ± luck (U-20)</source>
            <translation>Hra z ruky: ruce po {size} ± štěstí (U-20)</translation>
        </message>
        <message>
            <source>Direct draw: every test draws from the deck (U-10)</source>
            <translation>Přímé tažení: každá zkouška táhne z balíčku (U-10)</translation>
        </message>
        <message>
            <source>a test succeeds when the total beats the Difficulty (U-01)</source>
            <translation>zkouška uspěje, když součet překoná Obtížnost (U-01)</translation>
        </message>
        <message>
            <source>a test succeeds when the total meets the Difficulty (U-01)</source>
            <translation>zkouška uspěje, když součet dosáhne Obtížnosti (U-01)</translation>
        </message>
        <message>
            <source>mirror: type the cards drawn from the real decks</source>
            <translation>zrcadlení: zapisujte karty tažené ze skutečných balíčků</translation>
        </message>
        <message>
            <source>Attribute</source>
            <translation>Atribut</translation>
        </message>
        <message>
            <source>Skill {rating}</source>
            <translation>Dovednost {rating}</translation>
        </message>
        <message>
            <source>no skill</source>
            <translation>bez dovednosti</translation>
        </message>
        <message>
            <source>{player}: {attribute} + {skill}</source>
            <translation>{player}: {attribute} + {skill}</translation>
        </message>
        <message>
            <source>Choose the hand card to see the odds.</source>
            <translation>Vyberte kartu z ruky, aby se ukázaly šance.</translation>
        </message>
        <message>
            <source>The draw and discard piles can run out before this test is over.</source>
            <translation>Dobírací a odhazovací balíček mohou dojít dřív, než zkouška skončí.</translation>
        </message>
        <message numerus="yes">
            <source>{player}'s new hand: %n card(s)</source>
            <translation>
                <numerusform>{player} – nová ruka: %n karta</numerusform>
                <numerusform>{player} – nová ruka: %n karty</numerusform>
                <numerusform>{player} – nová ruka: %n karet</numerusform>
            </translation>
        </message>
        <message>
            <source>Correction: {player}'s {card} taken from the hand back onto the draw pile</source>
            <translation>Oprava: {player} – {card} vrácena z ruky zpět na dobírací balíček</translation>
        </message>
        <message>
            <source>Correction: {player}'s {card} taken from the discard pile back onto the draw pile</source>
            <translation>Oprava: {player} – {card} vrácena z odhazovacího balíčku zpět na dobírací balíček</translation>
        </message>
        <message>
            <source>{name}'s deck reshuffled</source>
            <translation>balíček ({name}) znovu zamíchán</translation>
        </message>
        <message>
            <source>decks reshuffled: {names}</source>
            <translation>znovu zamíchané balíčky: {names}</translation>
        </message>
        <message numerus="yes">
            <source>{player} blessed by {spell}: +%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} – požehnání {spell}: +%n karta, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – požehnání {spell}: +%n karty, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – požehnání {spell}: +%n karet, dokud se ruka nevyčerpá</numerusform>
            </translation>
        </message>
        <message>
            <source>The Chronicler</source>
            <translation>Kronikář</translation>
        </message>
        <message>
            <source>{player} showed a card to {target}</source>
            <translation>{player} ukazuje kartu, vidí ji jen {target}</translation>
        </message>
        <message numerus="yes">
            <source>{player} blessed: +%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} – požehnání: +%n karta, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – požehnání: +%n karty, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – požehnání: +%n karet, dokud se ruka nevyčerpá</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} cursed by {spell}: −%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} – kletba {spell}: −%n karta, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – kletba {spell}: −%n karty, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – kletba {spell}: −%n karet, dokud se ruka nevyčerpá</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} cursed: −%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} – kletba: −%n karta, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – kletba: −%n karty, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – kletba: −%n karet, dokud se ruka nevyčerpá</numerusform>
            </translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at card {number} of their own hand</source>
            <translation>{viewer} používá {power} a dívá se na kartu {number} ve vlastní ruce</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at card {number} of {target}'s hand</source>
            <translation>{viewer} používá {power} a dívá se na kartu {number} v ruce ({target})</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at the next card of their own draw pile</source>
            <translation>{viewer} používá {power} a dívá se na příští kartu vlastního dobíracího balíčku</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at the next card of {target}'s draw pile</source>
            <translation>{viewer} používá {power} a dívá se na příští kartu dobíracího balíčku ({target})</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at card {number} from the top of their own draw pile</source>
            <translation>{viewer} používá {power} a dívá se na {number}. kartu shora vlastního dobíracího balíčku</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at card {number} from the top of {target}'s draw pile</source>
            <translation>{viewer} používá {power} a dívá se na {number}. kartu shora dobíracího balíčku ({target})</translation>
        </message>
        <message>
            <source>{line} — {reshuffled}</source>
            <translation>{line} – {reshuffled}</translation>
        </message>
        <message>
            <source> (card from the hand)</source>
            <translation> (karta z ruky)</translation>
        </message>
        <message>
            <source>{player}: {attribute} + {skill} vs {difficulty}{played} — {working} = {chance} → total {total}: {outcome}</source>
            <translation>{player}: {attribute} + {skill} proti {difficulty}{played} – {working} = {chance} → celkem {total}: {outcome}</translation>
        </message>
    </context>
    <context>
        <name>CinematicSheet</name>
        <message>
            <source>Strength</source>
            <translation>Síla</translation>
        </message>
        <message>
            <source>Dexterity</source>
            <translation>Obratnost</translation>
        </message>
        <message>
            <source>Constitution</source>
            <translation>Odolnost</translation>
        </message>
        <message>
            <source>Intelligence</source>
            <translation>Inteligence</translation>
        </message>
        <message>
            <source>Perception</source>
            <translation>Vnímání</translation>
        </message>
        <message>
            <source>Willpower</source>
            <translation>Vůle</translation>
        </message>
        <message>
            <source>cinematic character</source>
            <translation>postava filmových karet</translation>
        </message>
        <message>
            <source>{owner}: {field} {problem}</source>
            <translation>{owner}: {field} {problem}</translation>
        </message>
        <message>
            <source>{owner} {problem}</source>
            <translation>{owner} {problem}</translation>
        </message>
        <message>
            <source>must be some text, not {value}</source>
            <translation>musí být nějaký text, ne {value}</translation>
        </message>
        <message>
            <source>blessing</source>
            <translation>požehnání</translation>
        </message>
        <message>
            <source>must be 1 to 3 (a blessing) or −1 to −3 (a curse), not {value}</source>
            <translation>musí být 1 až 3 (požehnání) nebo −1 až −3 (kletba), ne {value}</translation>
        </message>
        <message>
            <source>blessing '{name}'</source>
            <translation>požehnání „{name}“</translation>
        </message>
        <message>
            <source>must be a JSON object, not {value}</source>
            <translation>musí být objekt JSON, ne {value}</translation>
        </message>
        <message>
            <source>a blessing</source>
            <translation>požehnání</translation>
        </message>
        <message>
            <source>is not a field (fields: {fields})</source>
            <translation>není pole (pole: {fields})</translation>
        </message>
        <message>
            <source>is missing</source>
            <translation>chybí</translation>
        </message>
        <message>
            <source>cinematic character '{name}'</source>
            <translation>postava filmových karet „{name}“</translation>
        </message>
        <message>
            <source>must be a whole number from −3 to +3, not {value}</source>
            <translation>musí být celé číslo od −3 do +3, ne {value}</translation>
        </message>
        <message>
            <source>must be text, not {value}</source>
            <translation>musí být text, ne {value}</translation>
        </message>
        <message>
            <source>a cinematic character</source>
            <translation>postava filmových karet</translation>
        </message>
        <message>
            <source>must be a JSON object of names and ratings, not {value}</source>
            <translation>musí být objekt JSON se jmény a hodnotami, ne {value}</translation>
        </message>
        <message>
            <source>must be a JSON list of blessings, not {value}</source>
            <translation>musí být seznam požehnání v JSON, ne {value}</translation>
        </message>
        <message>
            <source>must pair names with ratings, not {value}</source>
            <translation>musí přiřazovat jménům hodnoty, ne {value}</translation>
        </message>
        <message>
            <source>has a name that is not text: {value}</source>
            <translation>má jméno, které není text: {value}</translation>
        </message>
        <message>
            <source>is named twice</source>
            <translation>je uvedeno dvakrát</translation>
        </message>
        <message>
            <source>must be a whole number from 0 to {maximum}, not {value}</source>
            <translation>musí být celé číslo od 0 do {maximum}, ne {value}</translation>
        </message>
        <message>
            <source>must be a list of blessings, not {value}</source>
            <translation>musí být seznam požehnání, ne {value}</translation>
        </message>
        <message>
            <source>must be a Blessing, not {value}</source>
            <translation>musí být požehnání, ne {value}</translation>
        </message>
    </context>
    <context>
        <name>CircumstanceCard</name>
        <message>
            <source>HELPS FOUNDERS</source>
            <translation>POMÁHÁ ZAKLADATELŮM</translation>
        </message>
        <message>
            <source>HINDERS FOUNDERS</source>
            <translation>PŘEKÁŽÍ ZAKLADATELŮM</translation>
        </message>
        <message>
            <source>Value −1</source>
            <translation>Hodnota −1</translation>
        </message>
        <message>
            <source>Value +1</source>
            <translation>Hodnota +1</translation>
        </message>
        <message>
            <source>Rename or remove</source>
            <translation>Přejmenovat nebo odebrat</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Přejmenovat…</translation>
        </message>
        <message>
            <source>Remove from the scene</source>
            <translation>Odebrat ze scény</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>resolve one test of a rule system, from given or random cards and dice</source>
            <translation>vyhodnotit jeden test pravidel některého systému ze zadaných nebo náhodných karet a kostek</translation>
        </message>
        <message>
            <source>{prog}: error: {message} (see {prog} --help)</source>
            <translation>{prog}: chyba: {message} (viz {prog} --help)</translation>
        </message>
        <message>
            <source>SYSTEM</source>
            <translation>SYSTÉM</translation>
        </message>
        <message>
            <source>systems</source>
            <translation>systémy</translation>
        </message>
        <message>
            <source>Card Desk: manage characters and cards between sessions, print card sheets, and keep the deck, dice and score at the table. With no command, opens the app.</source>
            <translation>Card Desk: spravuje postavy a karty mezi sezeními, tiskne archy karet a u stolu vede balíček, kostky a skóre. Bez příkazu otevře aplikaci.</translation>
        </message>
        <message>
            <source>show the version of Card Desk and exit</source>
            <translation>vypsat verzi Card Desk a skončit</translation>
        </message>
        <message>
            <source>the language of the app and of these messages for this run (default: in the window, the one chosen in View → Language, else the system's; for the commands, the system's, from LANG)</source>
            <translation>jazyk aplikace a těchto zpráv pro toto spuštění (výchozí: v okně ten zvolený v Zobrazit → Jazyk, jinak jazyk systému; u příkazů jazyk systému podle LANG)</translation>
        </message>
        <message>
            <source>PATH</source>
            <translation>CESTA</translation>
        </message>
        <message>
            <source>the campaign file to open in the window (created if missing); default: the last one opened</source>
            <translation>soubor kampaně, který se otevře v okně (když neexistuje, vytvoří se); výchozí: naposledy otevřený</translation>
        </message>
        <message>
            <source>COMMAND</source>
            <translation>PŘÍKAZ</translation>
        </message>
        <message>
            <source>commands</source>
            <translation>příkazy</translation>
        </message>
        <message>
            <source>open the main window (the default)</source>
            <translation>otevřít hlavní okno (výchozí)</translation>
        </message>
        <message>
            <source>deskapp: error: {message}</source>
            <translation>deskapp: chyba: {message}</translation>
        </message>
        <message>
            <source>write an example campaign with a group for each rule system</source>
            <translation>zapsat ukázkovou kampaň se skupinou pro každý systém pravidel</translation>
        </message>
        <message>
            <source>write the campaign's characters, options and play sessions to a JSON file</source>
            <translation>zapsat postavy, možnosti a herní sezení kampaně do souboru JSON</translation>
        </message>
        <message>
            <source>add the characters of a JSON export to a campaign; one bad field refuses the whole file</source>
            <translation>přidat do kampaně postavy z exportu JSON; jediné chybné pole odmítne celý soubor</translation>
        </message>
        <message>
            <source>write the campaign's cards to a PDF of card sheets, ready to print and cut</source>
            <translation>zapsat karty kampaně do PDF s archy karet připravenými k tisku a stříhání</translation>
        </message>
        <message>
            <source>put the calibration sheet's readings into a printer profile, or show them</source>
            <translation>uložit hodnoty odečtené z kalibračního archu do profilu tiskárny, nebo profily vypsat</translation>
        </message>
        <message>
            <source>serve a play session's links for the players' phones, until Ctrl-C</source>
            <translation>podávat odkazy herního sezení pro telefony hráčů, dokud nestisknete Ctrl-C</translation>
        </message>
        <message>
            <source>replay a play session (or a rule system's own log) and print the table after each event</source>
            <translation>přehrát herní sezení (nebo vlastní záznam některého systému pravidel) a po každé události vypsat stav stolu</translation>
        </message>
        <message>
            <source>check that a play session's shuffles, draws and dice follow from its revealed seed</source>
            <translation>ověřit, že zamíchání, tažení a hody kostkami herního sezení plynou z jeho odhaleného semínka</translation>
        </message>
        <message>
            <source>deskapp: {line}</source>
            <translation>deskapp: {line}</translation>
        </message>
        <message>
            <source>the campaign file (created if missing)</source>
            <translation>soubor kampaně (když neexistuje, vytvoří se)</translation>
        </message>
        <message>
            <source>the campaign file</source>
            <translation>soubor kampaně</translation>
        </message>
        <message>
            <source>which campaign? give it with --campaign PATH</source>
            <translation>která kampaň? zadejte ji pomocí --campaign CESTA</translation>
        </message>
        <message>
            <source>{flag} must be a whole number from {minimum} to {maximum}, not '{text}'</source>
            <translation>{flag} musí být celé číslo od {minimum} do {maximum}, ne „{text}“</translation>
        </message>
        <message numerus="yes">
            <source>a number of %n digit(s)</source>
            <translation>
                <numerusform>číslo o %n číslici</numerusform>
                <numerusform>číslo o %n číslicích</numerusform>
                <numerusform>číslo o %n číslicích</numerusform>
            </translation>
        </message>
        <message>
            <source>{flag} must be a whole number from {minimum} to {maximum}, not {number}</source>
            <translation>{flag} musí být celé číslo od {minimum} do {maximum}, ne {number}</translation>
        </message>
        <message>
            <source>print one JSON object</source>
            <translation>vypsat jeden objekt JSON</translation>
        </message>
        <message>
            <source>NAME=VALUE</source>
            <translation>NÁZEV=HODNOTA</translation>
        </message>
        <message>
            <source>--option takes NAME=VALUE, such as {example}, not '{pair}'</source>
            <translation>--option očekává NÁZEV=HODNOTA, například {example}, ne „{pair}“</translation>
        </message>
        <message>
            <source>--option takes NAME=VALUE, not '{pair}'</source>
            <translation>--option očekává NÁZEV=HODNOTA, ne „{pair}“</translation>
        </message>
        <message>
            <source>--option {name}: a single test reads only {names}</source>
            <translation>--option {name}: jediný test čte jen {names}</translation>
        </message>
        <message>
            <source>the new campaign file ({extension})</source>
            <translation>nový soubor kampaně ({extension})</translation>
        </message>
        <message>
            <source>{path} already exists: the demo never overwrites a file, choose another name</source>
            <translation>{path} už existuje: ukázka nikdy nepřepisuje soubor, zvolte jiný název</translation>
        </message>
        <message numerus="yes">
            <source>%n character(s)</source>
            <translation>
                <numerusform>%n postava</numerusform>
                <numerusform>%n postavy</numerusform>
                <numerusform>%n postav</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>in %n rule system(s)</source>
            <translation>
                <numerusform>v %n systému pravidel</numerusform>
                <numerusform>ve %n systémech pravidel</numerusform>
                <numerusform>v %n systémech pravidel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished play session(s)</source>
            <translation>
                <numerusform>%n dohrané herní sezení</numerusform>
                <numerusform>%n dohraná herní sezení</numerusform>
                <numerusform>%n dohraných herních sezení</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n play session(s) in progress</source>
            <translation>
                <numerusform>%n rozehrané herní sezení</numerusform>
                <numerusform>%n rozehraná herní sezení</numerusform>
                <numerusform>%n rozehraných herních sezení</numerusform>
            </translation>
        </message>
        <message>
            <source>Wrote the demo campaign to {path}: {characters} {in_systems}, {finished} and {sessions}.</source>
            <translation>Ukázková kampaň zapsána do {path}: {characters} {in_systems}, {finished} a {sessions}.</translation>
        </message>
        <message>
            <source>The finished sessions' seeds are revealed: check their cards and dice with deskapp export --campaign {path} --out {export} then deskapp verify {export}</source>
            <translation>Semínka dohraných sezení jsou odhalená: jejich karty a kostky ověříte příkazy deskapp export --campaign {path} --out {export} a potom deskapp verify {export}</translation>
        </message>
        <message>
            <source>Open it with: deskapp --campaign {path}</source>
            <translation>Otevřete ji příkazem: deskapp --campaign {path}</translation>
        </message>
        <message>
            <source>FILE.json</source>
            <translation>SOUBOR.json</translation>
        </message>
        <message>
            <source>the JSON file to write</source>
            <translation>soubor JSON, který se zapíše</translation>
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
            <translation>odečty:
  Líc archu má v pěti bodech milimetrovou stupnici vodorovně a svisle; body se
  jmenují {points}.
  Proti světlu padne křížek z rubu na každé stupnici na nějaké číslo: to číslo,
  nejdřív vodorovně, pak svisle, je odečet, například --reading centre=1.5,-0.5
  (samotný bod 1.5,-0.5 je střed). Půl milimetru se přečte dobře; čísla jsou
  opravy, takže arch vytištěný s opraveným profilem ukáže ve všech bodech 0,0.
příklad:
  deskapp print --campaign moje.carddesk --out arch.pdf --calibration --backs long
  deskapp calibrate --profile "Laserová v kanceláři, zásobník 2" --reading centre=1.5,-0.5 \
      --reading top-left=2,-0.5 --reading top-right=1,-0.5</translation>
        </message>
        <message>
            <source>NAME</source>
            <translation>JMÉNO</translation>
        </message>
        <message>
            <source>the printer profile to correct, or to make when there is none of that name (from a sheet printed without a profile); without --reading, shows it (and without --profile, every profile)</source>
            <translation>profil tiskárny, který se opraví, nebo vytvoří, pokud takový ještě není (z archu vytištěného bez profilu); bez --reading ho vypíše (a bez --profile všechny profily)</translation>
        </message>
        <message>
            <source>WHERE=X,Y</source>
            <translation>KDE=X,Y</translation>
        </message>
        <message>
            <source>what the sheet reads at one point (see below); the centre is needed, each corner is optional; once for each point</source>
            <translation>odečet z archu v jednom bodě (viz níže); střed je nutný, rohy nepovinné; pro každý bod jednou</translation>
        </message>
        <message>
            <source>the paper the sheet was printed on: {sizes}, or WIDTHxHEIGHT in mm (default: {default})</source>
            <translation>papír, na který se arch vytiskl: {sizes}, nebo ŠÍŘKAxVÝŠKA v mm (výchozí: {default})</translation>
        </message>
        <message>
            <source>the edge the sheets turn over on this printer, kept in the profile (default: the profile's, long for a new one)</source>
            <translation>hrana, přes kterou tato tiskárna archy otáčí, uloží se do profilu (výchozí: podle profilu, u nového long)</translation>
        </message>
        <message>
            <source>--reading: each point once</source>
            <translation>--reading: každý bod jen jednou</translation>
        </message>
        <message>
            <source>which printer profile do the readings go into? give --profile</source>
            <translation>do kterého profilu tiskárny odečty patří? zadejte --profile</translation>
        </message>
        <message>
            <source>there are no printer profiles yet</source>
            <translation>zatím nejsou žádné profily tiskáren</translation>
        </message>
        <message>
            <source>--backs: a printer turns the sheets over the long or short edge</source>
            <translation>--backs: tiskárna otáčí archy přes delší (long), nebo kratší (short) hranu</translation>
        </message>
        <message>
            <source>the damaged profiles file was kept as {path}</source>
            <translation>poškozený soubor s profily byl ponechán jako {path}</translation>
        </message>
        <message>
            <source>Made the printer profile “{name}”: {values}</source>
            <translation>Vytvořen profil tiskárny „{name}“: {values}</translation>
        </message>
        <message>
            <source>Corrected the printer profile “{name}”: {values} (was: {old})</source>
            <translation>Opraven profil tiskárny „{name}“: {values} (dříve: {old})</translation>
        </message>
        <message>
            <source>export only this character (repeat for more)</source>
            <translation>exportovat jen tuto postavu (pro další opakujte)</translation>
        </message>
        <message>
            <source>no character called '{name}' in the campaign</source>
            <translation>v kampani není žádná postava jménem „{name}“</translation>
        </message>
        <message numerus="yes">
            <source>Exported %n character(s) to {path}</source>
            <translation>
                <numerusform>Do {path} exportována %n postava</numerusform>
                <numerusform>Do {path} exportovány %n postavy</numerusform>
                <numerusform>Do {path} exportováno %n postav</numerusform>
            </translation>
        </message>
        <message>
            <source>a file written by deskapp export</source>
            <translation>soubor zapsaný příkazem deskapp export</translation>
        </message>
        <message>
            <source>Imported {what} into {path}</source>
            <translation>Do {path} importováno: {what}</translation>
        </message>
        <message>
            <source>OUT.pdf</source>
            <translation>VÝSTUP.pdf</translation>
        </message>
        <message>
            <source>the PDF file to write (with --png: the new folder for the PNG files)</source>
            <translation>soubor PDF, který se zapíše (s --png: nová složka pro soubory PNG)</translation>
        </message>
        <message>
            <source>kinds of card:</source>
            <translation>druhy karet:</translation>
        </message>
        <message>
            <source>KINDS</source>
            <translation>DRUHY</translation>
        </message>
        <message>
            <source>the kinds of card to print, separated by commas (listed below); default: every card of the campaign but the decks ({decks}), or with --characters every card those characters own</source>
            <translation>druhy karet k tisku oddělené čárkami (seznam níže); výchozí: všechny karty kampaně kromě balíčků ({decks}), s --characters všechny karty těchto postav</translation>
        </message>
        <message>
            <source>print only the cards whose face or back changed since they were last printed (or were never printed), with a last page listing them by owner to replace in the players' piles; every export notes what it printed in the campaign</source>
            <translation>tisknout jen karty, jejichž líc nebo rub se od posledního tisku změnil (nebo které ještě vytištěny nebyly), s poslední stránkou, která je vypíše podle majitelů k výměně v balíčcích hráčů; každý export si v kampani poznamená, co vytiskl</translation>
        </message>
        <message>
            <source>NAMES</source>
            <translation>JMÉNA</translation>
        </message>
        <message>
            <source>print only these characters' cards (names separated by commas); with --cards, also the shared cards of their rule systems</source>
            <translation>tisknout jen karty těchto postav (jména oddělená čárkami); s --cards i společné karty jejich systémů pravidel</translation>
        </message>
        <message>
            <source>the language of the words printed on the cards: English, Czech or French (default: the language of this run, {language})</source>
            <translation>jazyk slov vytištěných na kartách: angličtina, čeština nebo francouzština (výchozí: jazyk tohoto spuštění, {language})</translation>
        </message>
        <message>
            <source>SIZE</source>
            <translation>VELIKOST</translation>
        </message>
        <message>
            <source>{sizes}, or WIDTHxHEIGHT in mm (default: {default})</source>
            <translation>{sizes}, nebo ŠÍŘKAxVÝŠKA v mm (výchozí: {default})</translation>
        </message>
        <message>
            <source>MM</source>
            <translation>MM</translation>
        </message>
        <message>
            <source>how far card backgrounds run past the cut line, 0 to 10 mm (default: {default})</source>
            <translation>jak daleko za linku řezu sahá pozadí karet, 0 až 10 mm (výchozí: {default})</translation>
        </message>
        <message>
            <source>space between cards, so each carries its own bleed; default: auto, every card its own bleed on all four sides (as much of --bleed as fits, at least 0.75 mm) and a crop mark on every cut line; 0 puts cards edge to edge for guillotine cutting, sharing cut lines, so a back printed a little off shows its neighbour's colour</source>
            <translation>mezera mezi kartami, aby každá měla vlastní spadávku; výchozí: auto, každá karta má vlastní spadávku na všech čtyřech stranách (tolik z --bleed, kolik se vejde, nejméně 0,75 mm) a každá linka řezu ořezovou značku; 0 klade karty hranou k hraně pro řezačku, se společnými linkami řezu, takže rub vytištěný trochu vedle ukáže barvu sousední karty</translation>
        </message>
        <message>
            <source>the border the printer cannot print: crop marks stay out of it and the preflight warns when the bleed runs into it (default: {default})</source>
            <translation>okraj, na který tiskárna netiskne: ořezové značky do něj nezasahují a kontrola před tiskem upozorní, když do něj zasahuje spadávka (výchozí: {default})</translation>
        </message>
        <message>
            <source>never turn cards a quarter on the sheet (by default they are turned when that fits more of them, such as 18 poker cards on A3 instead of 16)</source>
            <translation>nikdy neotáčet karty na archu o čtvrt otáčky (ve výchozím stavu se otočí, když se jich tak vejde víc, např. 18 pokerových karet na A3 místo 16)</translation>
        </message>
        <message>
            <source>cut guides: none, short marks in the margin, or marks to the page edge (default: {default})</source>
            <translation>vodítka pro řez: none (žádná), krátké značky v okraji, nebo značky až k okraji stránky (výchozí: {default})</translation>
        </message>
        <message>
            <source>card backs: none; double-sided flipped on the long edge or the short edge; or gutterfold, fronts and backs on one page to fold (default: {default})</source>
            <translation>ruby karet: none (žádné); oboustranný tisk s otočením po delší nebo kratší hraně; nebo gutterfold, líce a ruby na jedné stránce k přeložení (výchozí: {default})</translation>
        </message>
        <message>
            <source>move the backs by X,Y mm (right and up, seen from the front) for a printer that misregisters; find it with --calibration (default: 0,0)</source>
            <translation>posunout ruby o X,Y mm (doprava a nahoru při pohledu na líc) pro tiskárnu, která nesoutiskuje; zjistíte to pomocí --calibration (výchozí: 0,0)</translation>
        </message>
        <message>
            <source>print the backs at X,Y per cent of their size (across and up, 95 to 105) for a printer that stretches the back of the sheet; found with the calibration sheet's corners (default: 100,100)</source>
            <translation>tisknout ruby na X,Y procent jejich velikosti (vodorovně a svisle, 95 až 105) pro tiskárnu, která rubovou stranu archu natahuje; zjistíte to z rohů kalibračního archu (výchozí: 100,100)</translation>
        </message>
        <message>
            <source>print with a printer profile: its back offset, back scale and duplex edge (made with deskapp calibrate or on the Print page); --back-offset, --back-scale and --backs given as well go before the profile's own</source>
            <translation>tisknout s profilem tiskárny: jeho posunem rubů, měřítkem rubů a hranou oboustranného tisku (vytvoří ho deskapp calibrate nebo stránka Tisk); hodnoty zadané přes --back-offset, --back-scale a --backs mají přednost před hodnotami profilu</translation>
        </message>
        <message>
            <source>KIND=PATH</source>
            <translation>DRUH=CESTA</translation>
        </message>
        <message>
            <source>print a PNG or JPEG picture of your own on the backs of the cards of a kind (covering the bleed; 300 dpi wanted); give it once for each kind</source>
            <translation>vytisknout na rub karet jednoho druhu vlastní obrázek PNG nebo JPEG (pokryje i spadávku; žádoucí je 300 dpi); zadejte jednou pro každý druh</translation>
        </message>
        <message>
            <source>KIND=N</source>
            <translation>DRUH=N</translation>
        </message>
        <message>
            <source>print each card of a kind N times (0 to 100; 0 leaves the kind out); once for each kind</source>
            <translation>vytisknout každou kartu daného druhu N-krát (0 až 100; 0 druh vynechá); jednou pro každý druh</translation>
        </message>
        <message>
            <source>add N write-in cards of a kind to fill in during play (aspect, relationship, trait, consequence); once for each kind</source>
            <translation>přidat N prázdných karet daného druhu k vyplnění během hry (aspect, relationship, trait, consequence); jednou pro každý druh</translation>
        </message>
        <message>
            <source>playing cards in four colours: spades black, hearts red, diamonds blue, clubs green, so no two suits share a colour</source>
            <translation>hrací karty ve čtyřech barvách: piky černé, srdce červená, káry modré, kříže zelené, takže žádné dvě barvy nesdílejí odstín</translation>
        </message>
        <message>
            <source>save ink: no large colour fills, portraits in grey</source>
            <translation>šetřit inkoust: žádné velké barevné plochy, portréty v odstínech šedi</translation>
        </message>
        <message>
            <source>write the fronts and the backs to two PDFs beside OUT (OUT-fronts.pdf, OUT-backs.pdf), for printing the backs after turning the sheets over by hand (needs --backs long or short)</source>
            <translation>zapsat líce a ruby do dvou PDF vedle VÝSTUPU (VÝSTUP-fronts.pdf, VÝSTUP-backs.pdf), pro tisk rubů po ručním otočení archů (potřebuje --backs long nebo short)</translation>
        </message>
        <message>
            <source>write a PNG file for each card side to the new folder OUT instead of a PDF: 300 dpi with a 1/8 inch bleed, in the size card makers take for --card-size (poker and US poker 825×1125 px, tarot, mini), named so their uploaders keep the order and pair each front with its back</source>
            <translation>místo PDF zapsat soubor PNG za každou stranu karty do nové složky VÝSTUP: 300 dpi se spadávkou 1/8 palce, ve velikosti, kterou výrobci karet berou pro --card-size (poker a US poker 825×1125 px, tarot, mini), pojmenované tak, aby jejich nahrávání zachovalo pořadí a spárovalo každý líc s rubem</translation>
        </message>
        <message>
            <source>write a PDF for print-on-demand services instead: one card a page with a 1/8 inch bleed, in the size they take for --card-size (poker and US poker 2.5×3.5 inch, tarot, mini), every colour and picture in CMYK with at most 240 percent of ink in all, fonts embedded</source>
            <translation>místo toho zapsat PDF pro tiskárny na zakázku: jedna karta na stránku se spadávkou 1/8 palce, ve velikosti, kterou berou pro --card-size (poker a US poker 2,5×3,5 palce, tarot, mini), všechny barvy a obrázky v CMYK s nejvýše 240 procenty inkoustu celkem, s vloženými písmy</translation>
        </message>
        <message>
            <source>write nothing and exit with status 2 when the preflight finds any problem</source>
            <translation>nezapsat nic a skončit se stavem 2, když kontrola před tiskem najde jakýkoli problém</translation>
        </message>
        <message>
            <source>start with a two-page sheet that shows how far the printer puts the backs off (needs --backs long or short)</source>
            <translation>začít dvoustránkovým archem, který ukáže, o kolik tiskárna posouvá ruby (potřebuje --backs long nebo short)</translation>
        </message>
        <message>
            <source>{reason}; nothing was written</source>
            <translation>{reason}; nic nebylo zapsáno</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n kartou</numerusform>
                <numerusform>%n kartami</numerusform>
                <numerusform>%n kartami</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n PNG file(s) of {width}×{height} px for {cards} to {path}</source>
            <translation>
                <numerusform>Do {path} zapsán %n soubor PNG o {width}×{height} px s {cards}</numerusform>
                <numerusform>Do {path} zapsány %n soubory PNG o {width}×{height} px s {cards}</numerusform>
                <numerusform>Do {path} zapsáno %n souborů PNG o {width}×{height} px s {cards}</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} a {second}</translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n page(s) with {cards} to {path}</source>
            <translation>
                <numerusform>Do {path} zapsána %n stránka s {cards}</numerusform>
                <numerusform>Do {path} zapsány %n stránky s {cards}</numerusform>
                <numerusform>Do {path} zapsáno %n stránek s {cards}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{line}, %n warning(s)</source>
            <translation>
                <numerusform>{line}, %n upozornění</numerusform>
                <numerusform>{line}, %n upozornění</numerusform>
                <numerusform>{line}, %n upozornění</numerusform>
            </translation>
        </message>
        <message>
            <source>note: {message}</source>
            <translation>poznámka: {message}</translation>
        </message>
        <message>
            <source>warning: {message}</source>
            <translation>upozornění: {message}</translation>
        </message>
        <message>
            <source>print stopped by a termination signal</source>
            <translation>tisk zastaven signálem k ukončení</translation>
        </message>
        <message>
            <source>print interrupted</source>
            <translation>tisk přerušen</translation>
        </message>
        <message>
            <source>a campaign export, one of its session entries, or {logs}</source>
            <translation>export kampaně, jeden z jeho záznamů sezení, nebo {logs}</translation>
        </message>
        <message>
            <source>a campaign export or one of its session entries</source>
            <translation>export kampaně nebo jeden z jeho záznamů sezení</translation>
        </message>
        <message>
            <source>NAME|N</source>
            <translation>JMÉNO|N</translation>
        </message>
        <message>
            <source>the play session: its name or its number from 1</source>
            <translation>herní sezení: jeho název nebo číslo od 1</translation>
        </message>
        <message>
            <source>ADDRESS</source>
            <translation>ADRESA</translation>
        </message>
        <message>
            <source>the address the phones reach (default: this computer's address on its network)</source>
            <translation>adresa, na kterou se telefony připojí (výchozí: adresa tohoto počítače v jeho síti)</translation>
        </message>
        <message>
            <source>the port to serve on (default: {port}; 0: any free port)</source>
            <translation>port, na kterém se podává (výchozí: {port}; 0: kterýkoli volný port)</translation>
        </message>
        <message>
            <source>session '{name}' is of an unknown rule system '{system}'</source>
            <translation>sezení „{name}“ patří neznámému pravidlovému systému „{system}“</translation>
        </message>
        <message>
            <source>session '{name}' has no characters to give links to</source>
            <translation>sezení „{name}“ nemá žádné postavy, kterým by se daly odkazy</translation>
        </message>
        <message>
            <source>serving the phones; Ctrl-C stops</source>
            <translation>odkazy pro telefony jsou dostupné; Ctrl+C ukončí</translation>
        </message>
        <message>
            <source>cannot serve on {address} ({reason})</source>
            <translation>na adrese {address} nelze podávat ({reason})</translation>
        </message>
        <message>
            <source>no play session '{wanted}' in the campaign (sessions: {names})</source>
            <translation>v kampani není herní sezení „{wanted}“ (sezení: {names})</translation>
        </message>
        <message>
            <source>in a campaign export, the session to replay: its name or its number from 1 (default: every session)</source>
            <translation>v exportu kampaně sezení, které se přehraje: jeho název nebo číslo od 1 (výchozí: všechna sezení)</translation>
        </message>
        <message>
            <source>print one JSON object per event (events are counted from 1), one per line</source>
            <translation>vypsat jeden objekt JSON za každou událost (události se počítají od 1), jeden na řádek</translation>
        </message>
        <message>
            <source>print each event's history line, as the Table page shows it, in the language of the run (--language, else LANG)</source>
            <translation>vypsat řádek historie každé události, jak ho ukazuje stránka Stůl, v jazyce tohoto spuštění (--language, jinak LANG)</translation>
        </message>
        <message>
            <source>print the exact chance of each outcome of the test as given, instead of drawing or rolling it</source>
            <translation>místo tažení nebo hodu vypsat přesnou šanci každého výsledku zadaného testu</translation>
        </message>
        <message>
            <source>with --odds: the cards still in the draw pile (default: {piles}, shuffled)</source>
            <translation>s --odds: karty, které zbývají v dobíracím balíčku (výchozí: {piles}, zamíchaný)</translation>
        </message>
        <message>
            <source>with --odds: the discard pile, shuffled into the draw pile when it runs out (default: empty)</source>
            <translation>s --odds: odhazovací balíček, který se zamíchá do dobíracího, když ten dojde (výchozí: prázdný)</translation>
        </message>
        <message>
            <source>in a campaign export, the session to verify: its name or its number from 1 (default: every session)</source>
            <translation>v exportu kampaně sezení k ověření: jeho název nebo číslo od 1 (výchozí: všechna sezení)</translation>
        </message>
        <message>
            <source>print one JSON object per session (its name, verdict and event), one per line</source>
            <translation>vypsat jeden objekt JSON na sezení (jeho název, výrok a událost), každý na řádek</translation>
        </message>
    </context>
    <context>
        <name>CombatantCard</name>
        <message>
            <source>  (opponent)</source>
            <translation>  (protivník)</translation>
        </message>
        <message>
            <source>Outside a conflict: every roll may use all dice</source>
            <translation>Mimo střet: každý hod smí použít všechny kostky</translation>
        </message>
        <message numerus="yes">
            <source>+%n dice waiting from {giver}</source>
            <translation>
                <numerusform>Čeká podpora ({giver}): +%n kostka</numerusform>
                <numerusform>Čeká podpora ({giver}): +%n kostky</numerusform>
                <numerusform>Čeká podpora ({giver}): +%n kostek</numerusform>
            </translation>
        </message>
        <message>
            <source>Long: {title} {total}{goal}</source>
            <translation>Dlouhá: {title} {total}{goal}</translation>
        </message>
    </context>
    <context>
        <name>Commands</name>
        <message>
            <source>roll a dice-banks action: d10 pool against a skill, Defense, explosions and Power</source>
            <translation>hod na akci v bankách kostek: k10 proti dovednosti, Obrana, přehozy a Moc</translation>
        </message>
    </context>
    <context>
        <name>ContestPanel</name>
        <message>
            <source>Challenger</source>
            <translation>Vyzyvatel</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>Obránce</translation>
        </message>
        <message>
            <source>Roll the contest  [Space]</source>
            <translation>Hodit střet  [mezerník]</translation>
        </message>
        <message>
            <source>Both sides roll 2d6 with their tags; then, the side behind first, they take turns spending Adversity Tokens or Suspicion until both pass (rule F-21).</source>
            <translation>Obě strany hodí 2k6 se svými štítky; pak se střídají – začíná ta, která prohrává – a utrácejí žetony Nepřízně nebo Podezření, dokud obě nepasují (pravidlo F-21).</translation>
        </message>
        <message>
            <source>The Director gains 1 Suspicion Point</source>
            <translation>Režisér získá 1 bod Podezření</translation>
        </message>
        <message>
            <source>Spend adversity +1</source>
            <translation>Utratit nepřízeň +1</translation>
        </message>
        <message>
            <source>Risky reroll</source>
            <translation>Riskantní manévr</translation>
        </message>
        <message>
            <source>Director rerolls, −1 suspicion</source>
            <translation>Režisér hází znovu, −1 podezření</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>vs</source>
            <translation>proti</translation>
        </message>
        <message>
            <source>Clear the contest away</source>
            <translation>Uklidit střet</translation>
        </message>
        <message>
            <source>a tie so far</source>
            <translation>zatím nerozhodně</translation>
        </message>
        <message>
            <source>{name} ahead</source>
            <translation>vede {name}</translation>
        </message>
        <message>
            <source>The Director to move — {ahead}</source>
            <translation>Na tahu: Režisér — {ahead}</translation>
        </message>
        <message>
            <source>{name} to move — {ahead}</source>
            <translation>Na tahu: {name} — {ahead}</translation>
        </message>
        <message>
            <source>Abandon the contest</source>
            <translation>Vzdát střet</translation>
        </message>
        <message>
            <source>{first} vs {second}</source>
            <translation>{first} : {second}</translation>
        </message>
        <message>
            <source>A tie, {totals}: nobody wins</source>
            <translation>Nerozhodně, {totals}: nikdo nevyhrává</translation>
        </message>
        <message>
            <source>{name} wins, {totals}</source>
            <translation>Vítězí {name}, {totals}</translation>
        </message>
        <message>
            <source> — {name} gains 1 Adversity Token</source>
            <translation> — {name} získává 1 žeton Nepřízně</translation>
        </message>
    </context>
    <context>
        <name>CoordinatorEditor</name>
        <message>
            <source>The Coordinator's reserves are a whole number from {minimum} to {maximum}.</source>
            <translation>Rezervy Koordinátora jsou celé číslo od {minimum} do {maximum}.</translation>
        </message>
        <message>
            <source>Coordinator's reserve cards (A-07): one per player plus the rewards players gave last game; raised by agreement for a more dangerous game. Spent to add complications during players' tests (A-20) or raise a threat (A-31).</source>
            <translation>Karty rezerv Koordinátora (A-07): jedna za každého hráče plus odměny od hráčů z předchozí hry; pro nebezpečnější hru je lze po domluvě navýšit. Utrácejí se za přidání komplikací během testů hráčů (A-20) nebo za navýšení hrozby (A-31).</translation>
        </message>
        <message>
            <source>The rewards are a whole number from {minimum} to {maximum}.</source>
            <translation>Odměny jsou celé číslo od {minimum} do {maximum}.</translation>
        </message>
        <message>
            <source>Reserves the players gave the Coordinator as rewards last game, or agreed for a more dangerous game (A-07): a new mission starts the Coordinator with one reserve per player plus these.</source>
            <translation>Rezervy, které hráči dali Koordinátorovi jako odměnu v minulé hře nebo na kterých se dohodli pro nebezpečnější hru (A-07): nová mise začíná Koordinátorovi s jednou rezervou za hráče plus těmito.</translation>
        </message>
        <message>
            <source>The starting Threat level is a whole number from {minimum} to {maximum}.</source>
            <translation>Počáteční stupeň Ohrožení je celé číslo od {minimum} do {maximum}.</translation>
        </message>
        <message>
            <source>Starting Threat level (A-08): 0, or higher from related earlier missions (A-35, A-36) or by agreement. The mission's Threat rises from here (A-30).</source>
            <translation>Počáteční stupeň Ohrožení (A-08): 0, nebo vyšší kvůli souvisejícím předchozím misím (A-35, A-36) či po domluvě. Ohrožení mise odsud roste (A-30).</translation>
        </message>
        <message>
            <source>Threat card</source>
            <translation>Karta hrozby</translation>
        </message>
        <message>
            <source>The investigated phenomenon or the threat (A-06).</source>
            <translation>Zkoumaný fenomén nebo hrozba (A-06).</translation>
        </message>
        <message>
            <source>Threatens</source>
            <translation>Ohrožuje</translation>
        </message>
        <message>
            <source>Whom it endangers: civilians, agents or both (A-06).</source>
            <translation>Koho ohrožuje: civilisty, agenty, nebo obojí (A-06).</translation>
        </message>
        <message>
            <source>How it escalates</source>
            <translation>Jak eskaluje</translation>
        </message>
        <message>
            <source>A sketch of how it escalates (A-06); written below the table.</source>
            <translation>Představa o podobě eskalace (A-06); píše se pod tabulku.</translation>
        </message>
        <message>
            <source>threat card</source>
            <translation>karta hrozby</translation>
        </message>
        <message>
            <source>New threat card, e.g. The drowned choir</source>
            <translation>Nová karta hrozby, např. Utopený sbor</translation>
        </message>
        <message>
            <source>Add threat card '{name}'</source>
            <translation>Přidat kartu hrozby „{name}“</translation>
        </message>
        <message>
            <source>Remove threat card '{name}'</source>
            <translation>Odebrat kartu hrozby „{name}“</translation>
        </message>
        <message>
            <source>Rename threat card '{name}' to '{new}'</source>
            <translation>Přejmenovat kartu hrozby „{name}“ na „{new}“</translation>
        </message>
        <message>
            <source>Move threat card '{name}' up</source>
            <translation>Posunout kartu hrozby „{name}“ nahoru</translation>
        </message>
        <message>
            <source>Move threat card '{name}' down</source>
            <translation>Posunout kartu hrozby „{name}“ dolů</translation>
        </message>
        <message>
            <source>The Coordinator already has the threat card '{name}'.</source>
            <translation>Koordinátor už má kartu hrozby „{name}“.</translation>
        </message>
        <message>
            <source>A threat card needs a name.</source>
            <translation>Karta hrozby potřebuje název.</translation>
        </message>
        <message>
            <source>Whom the new threat endangers (A-06)</source>
            <translation>Koho nová hrozba ohrožuje (A-06)</translation>
        </message>
        <message>
            <source>How the threat grows worse, step by step</source>
            <translation>Jak se hrozba krok za krokem zhoršuje</translation>
        </message>
        <message>
            <source>A sketch of how the threat escalates (A-06), for the Coordinator's eyes.</source>
            <translation>Představa o eskalaci hrozby (A-06), jen pro oči Koordinátora.</translation>
        </message>
        <message>
            <source>The Coordinator needs at least one threat card.</source>
            <translation>Koordinátor potřebuje aspoň jednu kartu hrozby.</translation>
        </message>
        <message>
            <source>Threat cards</source>
            <translation>Karty hrozeb</translation>
        </message>
        <message>
            <source>At least one: each names the investigated phenomenon or the threat, whom it endangers and how it escalates (A-06).</source>
            <translation>Aspoň jedna: každá uvádí zkoumaný fenomén nebo hrozbu, koho ohrožuje a jak eskaluje (A-06).</translation>
        </message>
        <message>
            <source>Anything else for the mission: places, NPCs, secrets</source>
            <translation>Cokoli dalšího k misi: místa, NPC, tajemství</translation>
        </message>
        <message>
            <source>The Coordinator's own notes; the players do not see them.</source>
            <translation>Vlastní poznámky Koordinátora; hráči je nevidí.</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Poznámky</translation>
        </message>
        <message>
            <source>&amp;Reserves</source>
            <translation>&amp;Rezervy</translation>
        </message>
        <message>
            <source>Re&amp;wards</source>
            <translation>O&amp;dměny</translation>
        </message>
        <message>
            <source>Starting &amp;Threat level</source>
            <translation>Počáteční stupeň &amp;Ohrožení</translation>
        </message>
        <message>
            <source>Civilians</source>
            <translation>Civilisté</translation>
        </message>
        <message>
            <source>It endangers civilians (A-06).</source>
            <translation>Ohrožuje civilisty (A-06).</translation>
        </message>
        <message>
            <source>Let threat card '{name}' endanger civilians</source>
            <translation>Karta hrozby „{name}“ ohrožuje civilisty</translation>
        </message>
        <message>
            <source>Agents</source>
            <translation>Agenti</translation>
        </message>
        <message>
            <source>It endangers the agents (A-06).</source>
            <translation>Ohrožuje agenty (A-06).</translation>
        </message>
        <message>
            <source>Let threat card '{name}' endanger agents</source>
            <translation>Karta hrozby „{name}“ ohrožuje agenty</translation>
        </message>
        <message>
            <source>Both</source>
            <translation>Obojí</translation>
        </message>
        <message>
            <source>It endangers civilians and agents alike (A-06).</source>
            <translation>Ohrožuje civilisty i agenty (A-06).</translation>
        </message>
        <message>
            <source>Let threat card '{name}' endanger civilians and agents</source>
            <translation>Karta hrozby „{name}“ ohrožuje civilisty i agenty</translation>
        </message>
        <message>
            <source>How it esc&amp;alates: select a threat card</source>
            <translation>Jak &amp;eskaluje: vyberte kartu hrozby</translation>
        </message>
        <message>
            <source>How '{name}' esc&amp;alates</source>
            <translation>Jak „{name}“ &amp;eskaluje</translation>
        </message>
        <message>
            <source>The Coordinator needs at least one threat card (A-06): add another before removing this one.</source>
            <translation>Koordinátor potřebuje aspoň jednu kartu hrozby (A-06): než tuto odeberete, přidejte jinou.</translation>
        </message>
        <message>
            <source>Edit how threat card '{name}' escalates</source>
            <translation>Upravit eskalaci karty hrozby „{name}“</translation>
        </message>
        <message>
            <source>Set the Coordinator's reserves to {count}</source>
            <translation>Nastavit rezervy Koordinátora na {count}</translation>
        </message>
        <message>
            <source>Set the Coordinator's rewards to {count}</source>
            <translation>Nastavit odměny Koordinátora na {count}</translation>
        </message>
        <message>
            <source>Set the starting Threat level to {level}</source>
            <translation>Nastavit počáteční stupeň Ohrožení na {level}</translation>
        </message>
        <message>
            <source>Edit the Coordinator's notes</source>
            <translation>Upravit poznámky Koordinátora</translation>
        </message>
    </context>
    <context>
        <name>CropDialog</name>
        <message>
            <source>Crop the Portrait</source>
            <translation>Oříznout portrét</translation>
        </message>
        <message>
            <source>Drag the frame to choose what the card shows; the slider zooms.</source>
            <translation>Tažením rámečku vyberte, co karta ukáže; posuvník přibližuje.</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Velikost</translation>
        </message>
    </context>
    <context>
        <name>Deck</name>
        <message>
            <source>there is already a deck called '{name}' on the table</source>
            <translation>na stole už je balíček jménem „{name}“</translation>
        </message>
        <message>
            <source>cards are drawn from the draw pile, not onto it</source>
            <translation>karty se táhnou z dobíracího balíčku, ne do něj</translation>
        </message>
        <message>
            <source>a draw takes at least one card, not {count}</source>
            <translation>táhne se alespoň jedna karta, ne {count}</translation>
        </message>
        <message>
            <source>there is no black card left in {pile}</source>
            <translation>{pile}: nezbývá žádná černá karta</translation>
        </message>
        <message>
            <source>there is no red card left in {pile}</source>
            <translation>{pile}: nezbývá žádná červená karta</translation>
        </message>
        <message>
            <source>a hand cannot hold {size} cards</source>
            <translation>ruka nemůže držet {size} karet</translation>
        </message>
        <message>
            <source>{pile} is empty: there is no card to look at</source>
            <translation>{pile}: žádná karta, na kterou by se dalo podívat</translation>
        </message>
        <message numerus="yes">
            <source>{pile} holds %n card(s): there is no card at position {position}</source>
            <translation>
                <numerusform>{pile}: jen %n karta, na pozici {position} žádná není</numerusform>
                <numerusform>{pile}: jen %n karty, na pozici {position} žádná není</numerusform>
                <numerusform>{pile}: jen %n karet, na pozici {position} žádná není</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is named twice: a card lies in one place only</source>
            <translation>{card} je uvedena dvakrát: karta leží jen na jednom místě</translation>
        </message>
        <message>
            <source>{card} is already in {pile}</source>
            <translation>{card} už je tam: {pile}</translation>
        </message>
        <message>
            <source>{card} is already out of play</source>
            <translation>{card} už je vyřazena ze hry</translation>
        </message>
        <message numerus="yes">
            <source>{pile} holds %n card(s): look at 1 to that many</source>
            <translation>
                <numerusform>{pile}: má %n kartu, podívat se lze na 1 až tolik</numerusform>
                <numerusform>{pile}: má %n karty, podívat se lze na 1 až tolik</numerusform>
                <numerusform>{pile}: má %n karet, podívat se lze na 1 až tolik</numerusform>
            </translation>
        </message>
        <message>
            <source>{pile} and discard pile are both empty: there is no card to draw</source>
            <translation>{pile} i odhazovací balíček jsou prázdné: není co táhnout</translation>
        </message>
        <message numerus="yes">
            <source>cannot draw %n card(s): {pile} and discard pile hold only {held}</source>
            <translation>
                <numerusform>nelze táhnout %n kartu: {pile} a odhazovací balíček mají dohromady jen {held}</numerusform>
                <numerusform>nelze táhnout %n karty: {pile} a odhazovací balíček mají dohromady jen {held}</numerusform>
                <numerusform>nelze táhnout %n karet: {pile} a odhazovací balíček mají dohromady jen {held}</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is not in {deck} ({cards})</source>
            <translation>{card} nepatří do balíčku „{deck}“ ({cards})</translation>
        </message>
        <message>
            <source>{card} is not in {pile}: it is in the {other}</source>
            <translation>{card} není v hromádce „{pile}“: je v hromádce „{other}“</translation>
        </message>
        <message>
            <source>{deck} has no {pile} (it has: {piles})</source>
            <translation>{deck} nemá hromádku „{pile}“ (má: {piles})</translation>
        </message>
        <message>
            <source>{owner}'s deck</source>
            <translation>balíček postavy {owner}</translation>
        </message>
        <message>
            <source>the shared deck</source>
            <translation>společný balíček</translation>
        </message>
        <message>
            <source>{owner}'s {pile}</source>
            <translation>{pile} postavy {owner}</translation>
        </message>
        <message>
            <source>the shared {pile}</source>
            <translation>{pile} na stole</translation>
        </message>
        <message>
            <source>draw pile</source>
            <translation>dobírací balíček</translation>
        </message>
        <message>
            <source>discard pile</source>
            <translation>odhazovací balíček</translation>
        </message>
        <message>
            <source>hand</source>
            <translation>ruka</translation>
        </message>
        <message>
            <source>cards out of play</source>
            <translation>karty mimo hru</translation>
        </message>
        <message>
            <source>hand of {player}</source>
            <translation>ruka hráče {player}</translation>
        </message>
        <message>
            <source>{name} pile</source>
            <translation>hromádka {name}</translation>
        </message>
        <message>
            <source>there is no deck called '{name}' on the table (decks: {known})</source>
            <translation>na stole není balíček jménem „{name}“ (balíčky: {known})</translation>
        </message>
    </context>
    <context>
        <name>DeckDialog</name>
        <message>
            <source>No deck at this table</source>
            <translation>U tohoto stolu není žádný balíček</translation>
        </message>
        <message>
            <source>These Cards Are Back in the Deck…</source>
            <translation>Tyto karty jsou zpět v balíčku…</translation>
        </message>
        <message>
            <source>Take Cards Out of Play…</source>
            <translation>Vyřadit karty ze hry…</translation>
        </message>
        <message>
            <source>The Real Deck Was Reshuffled…</source>
            <translation>Skutečný balíček byl zamíchán…</translation>
        </message>
        <message>
            <source>Put Cards Back…</source>
            <translation>Vrátit karty do balíčku…</translation>
        </message>
        <message>
            <source>Shuffle the Discard Pile In…</source>
            <translation>Zamíchat odhazovací balíček zpět…</translation>
        </message>
        <message>
            <source>Shuffle the Draw Pile…</source>
            <translation>Zamíchat dobírací balíček…</translation>
        </message>
        <message>
            <source>Look at the Top Cards…</source>
            <translation>Podívat se na vrchní karty…</translation>
        </message>
        <message>
            <source>Deal Cards…</source>
            <translation>Rozdat karty…</translation>
        </message>
        <message>
            <source>e.g. {cards} — or type {typed}</source>
            <translation>např. {cards} — nebo napište {typed}</translation>
        </message>
        <message>
            <source>&amp;Deck:</source>
            <translation>&amp;Balíček:</translation>
        </message>
        <message>
            <source>&amp;Cards:</source>
            <translation>&amp;Karty:</translation>
        </message>
        <message>
            <source>&amp;Or type them:</source>
            <translation>&amp;Nebo je napište:</translation>
        </message>
        <message>
            <source>On top of the draw pile</source>
            <translation>Navrch dobíracího balíčku</translation>
        </message>
        <message>
            <source>At the bottom of the draw pile</source>
            <translation>Naspod dobíracího balíčku</translation>
        </message>
        <message>
            <source>At a random place in the draw pile</source>
            <translation>Na náhodné místo v dobíracím balíčku</translation>
        </message>
        <message>
            <source>&amp;Where:</source>
            <translation>&amp;Kam:</translation>
        </message>
        <message>
            <source>&amp;How many:</source>
            <translation>&amp;Kolik:</translation>
        </message>
        <message>
            <source>&amp;Cards to each:</source>
            <translation>Karet &amp;každému:</translation>
        </message>
        <message>
            <source>Put Back</source>
            <translation>Vrátit</translation>
        </message>
        <message>
            <source>Back in the Deck</source>
            <translation>Zpět do balíčku</translation>
        </message>
        <message>
            <source>Take Out</source>
            <translation>Vyřadit</translation>
        </message>
        <message>
            <source>Shuffle In</source>
            <translation>Zamíchat zpět</translation>
        </message>
        <message>
            <source>Follow the Real Deck</source>
            <translation>Podle skutečného balíčku</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>Zamíchat</translation>
        </message>
        <message>
            <source>Look</source>
            <translation>Podívat se</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Rozdat</translation>
        </message>
        <message>
            <source>{card} — {pile}</source>
            <translation>{card} — {pile}</translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n card(s) in the draw pile</source>
            <translation>
                <numerusform>{name}: %n karta v dobíracím balíčku</numerusform>
                <numerusform>{name}: %n karty v dobíracím balíčku</numerusform>
                <numerusform>{name}: %n karet v dobíracím balíčku</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, and %n in the discard pile, shuffled in when the draw pile runs out</source>
            <translation>
                <numerusform> a %n v odhazovacím balíčku, který se zamíchá, až dobírací dojde</numerusform>
                <numerusform> a %n v odhazovacím balíčku, který se zamíchá, až dobírací dojde</numerusform>
                <numerusform> a %n v odhazovacím balíčku, který se zamíchá, až dobírací dojde</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose the players to deal to.</source>
            <translation>Vyberte hráče, kterým chcete rozdat.</translation>
        </message>
        <message numerus="yes">
            <source>Draw pile: %n card(s)</source>
            <translation>
                <numerusform>Dobírací balíček: %n karta</numerusform>
                <numerusform>Dobírací balíček: %n karty</numerusform>
                <numerusform>Dobírací balíček: %n karet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>discard pile: %n card(s)</source>
            <translation>
                <numerusform>odhazovací balíček: %n karta</numerusform>
                <numerusform>odhazovací balíček: %n karty</numerusform>
                <numerusform>odhazovací balíček: %n karet</numerusform>
            </translation>
        </message>
        <message>
            <source>Not among the cards listed: {cards}</source>
            <translation>Mezi vypsanými kartami není: {cards}</translation>
        </message>
        <message>
            <source>Choose at least one card.</source>
            <translation>Vyberte aspoň jednu kartu.</translation>
        </message>
        <message>
            <source>From the top: {cards}</source>
            <translation>Odshora: {cards}</translation>
        </message>
    </context>
    <context>
        <name>Dice</name>
        <message>
            <source>too few dice faces: {count} more needed, {remaining} left of the {entered} entered</source>
            <translation>málo hodnot kostek: je potřeba ještě {count}, ze zadaných {entered} zbývá {remaining}</translation>
        </message>
        <message>
            <source>a d{sides} cannot show {face}: faces run from 1 to {sides}</source>
            <translation>k{sides} nemůže ukázat {face}: stěny mají hodnoty 1 až {sides}</translation>
        </message>
        <message>
            <source>'{shown}' is not a die face: write whole numbers such as 3 4</source>
            <translation>„{shown}“ není hodnota kostky: pište celá čísla, například 3 4</translation>
        </message>
    </context>
    <context>
        <name>DiceBanks</name>
        <message>
            <source>Physical</source>
            <translation>Fyzický</translation>
        </message>
        <message>
            <source>Social</source>
            <translation>Sociální</translation>
        </message>
        <message>
            <source>Mental</source>
            <translation>Mentální</translation>
        </message>
        <message>
            <source>the Physical bank</source>
            <translation>Fyzický bank</translation>
        </message>
        <message>
            <source>the Social bank</source>
            <translation>Sociální bank</translation>
        </message>
        <message>
            <source>the Mental bank</source>
            <translation>Mentální bank</translation>
        </message>
        <message>
            <source>in the Physical bank</source>
            <translation>ve Fyzickém banku</translation>
        </message>
        <message>
            <source>in the Social bank</source>
            <translation>v Sociálním banku</translation>
        </message>
        <message>
            <source>in the Mental bank</source>
            <translation>v Mentálním banku</translation>
        </message>
        <message>
            <source>from the Physical bank</source>
            <translation>z Fyzického banku</translation>
        </message>
        <message>
            <source>from the Social bank</source>
            <translation>ze Sociálního banku</translation>
        </message>
        <message>
            <source>from the Mental bank</source>
            <translation>z Mentálního banku</translation>
        </message>
        <message>
            <source>talent</source>
            <translation>talent</translation>
        </message>
        <message>
            <source>ability</source>
            <translation>schopnost</translation>
        </message>
        <message>
            <source>knowledge</source>
            <translation>znalost</translation>
        </message>
        <message>
            <source>stun</source>
            <translation>omračující</translation>
        </message>
        <message>
            <source>lethal</source>
            <translation>smrtelné</translation>
        </message>
        <message>
            <source>success</source>
            <translation>úspěch</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>neúspěch</translation>
        </message>
        <message>
            <source>critical failure</source>
            <translation>kritický neúspěch</translation>
        </message>
        <message>
            <source>going</source>
            <translation>probíhá</translation>
        </message>
        <message>
            <source>succeeded</source>
            <translation>uspěla</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>neuspěla</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>promarněna</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>ukončena</translation>
        </message>
        <message>
            <source>{skill} ({kind} {level})</source>
            <translation>{skill} ({kind} {level})</translation>
        </message>
        <message>
            <source>+1 practice XP in {skill} (now {n})</source>
            <translation>+1 ZkB Praxe v dovednosti {skill} (nyní {n})</translation>
        </message>
        <message>
            <source>no practice XP: {skill} earned its point this scene (rule B-15)</source>
            <translation>žádné ZkB Praxe: {skill} už v této scéně svůj bod získala (B-15)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Acted&lt;/b&gt; this round · reactions only</source>
            <translation>&lt;b&gt;Akce odehrána&lt;/b&gt; v tomto kole · už jen reakce</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Action ready&lt;/b&gt; (+%n extra)</source>
            <translation>
                <numerusform>&lt;b&gt;Akce připravena&lt;/b&gt; (+%n navíc)</numerusform>
                <numerusform>&lt;b&gt;Akce připravena&lt;/b&gt; (+%n navíc)</numerusform>
                <numerusform>&lt;b&gt;Akce připravena&lt;/b&gt; (+%n navíc)</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Action ready&lt;/b&gt;</source>
            <translation>&lt;b&gt;Akce připravena&lt;/b&gt;</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n extra action(s)&lt;/b&gt; left · next at −{p}</source>
            <translation>
                <numerusform>Zbývá &lt;b&gt;%n akce navíc&lt;/b&gt; · další s −{p}</numerusform>
                <numerusform>Zbývají &lt;b&gt;%n akce navíc&lt;/b&gt; · další s −{p}</numerusform>
                <numerusform>Zbývá &lt;b&gt;%n akcí navíc&lt;/b&gt; · další s −{p}</numerusform>
            </translation>
        </message>
        <message>
            <source>Power {n}</source>
            <translation>Moc {n}</translation>
        </message>
        <message>
            <source>{n} dice</source>
            <translation>kostky {n}</translation>
        </message>
        <message>
            <source>{n} Power</source>
            <translation>{n} Moc</translation>
        </message>
        <message>
            <source>+{n} action</source>
            <translation>akce +{n}</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksActions</name>
        <message>
            <source>field '{field}' must be a name, not {value}</source>
            <translation>pole „{field}“ musí být jméno, ne {value}</translation>
        </message>
        <message>
            <source>field '{field}' must be a whole number of at least {minimum}, not {value}</source>
            <translation>pole „{field}“ musí být celé číslo alespoň {minimum}, ne {value}</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksCheck</name>
        <message>
            <source>faces are used in this order: the dice rolled, then one per exploded die, round after round, then the Power dice</source>
            <translation>čísla se použijí v tomto pořadí: hozené kostky, pak jedna za každou přehazovanou kostku, kolo po kole, pak kostky Moci</translation>
        </message>
        <message>
            <source>Roll one dice-banks action: a d10 pool against a skill, with explosions, the Defense and the Power.</source>
            <translation>Hod na jednu akci v bankách kostek: k10 proti dovednosti, s přehozy, Obranou a Mocí.</translation>
        </message>
        <message>
            <source>bank dice used (at least 1)</source>
            <translation>použité kostky z banku (alespoň 1)</translation>
        </message>
        <message>
            <source>the skill's level</source>
            <translation>úroveň dovednosti</translation>
        </message>
        <message>
            <source>talent (or attribute), ability or knowledge (these words, in English)</source>
            <translation>talent (nebo attribute), ability nebo knowledge (tato slova, anglicky)</translation>
        </message>
        <message>
            <source>bonus dice, all sources summed</source>
            <translation>bonusové kostky, součet všech zdrojů</translation>
        </message>
        <message>
            <source>penalty dice, all summed</source>
            <translation>postihové kostky, součet všech</translation>
        </message>
        <message>
            <source>the action's Defense</source>
            <translation>Obrana akce</translation>
        </message>
        <message>
            <source>capacity attribute for the Power</source>
            <translation>Kapacitní atribut pro Moc</translation>
        </message>
        <message>
            <source>Power of equipment with its own Power</source>
            <translation>Moc vybavení s vlastní Mocí</translation>
        </message>
        <message>
            <source>faces of real dice, e.g. '10 7 2 8'; {order}</source>
            <translation>čísla na skutečných kostkách, např. „10 7 2 8“; {order}</translation>
        </message>
        <message>
            <source>seed the random dice, to repeat a roll</source>
            <translation>semínko náhodných kostek, pro zopakování hodu</translation>
        </message>
        <message>
            <source>a table option, such as critical_failure=every_die or high_ratings=refuse (repeat for more)</source>
            <translation>možnost stolu, např. critical_failure=every_die nebo high_ratings=refuse (pro více opakujte)</translation>
        </message>
        <message>
            <source>{unused} of the {faces} faces were not needed ({left}): this roll used {used}</source>
            <translation>{unused} z {faces} čísel nebylo potřeba ({left}): tento hod jich použil {used}</translation>
        </message>
        <message>
            <source>skill {level} ({kind})</source>
            <translation>Dovednost {level} ({kind})</translation>
        </message>
        <message>
            <source>{skill} — {note} (rule B-12)</source>
            <translation>{skill} — {note} (B-12)</translation>
        </message>
        <message>
            <source>{skill}, no die left after bonuses and penalties: automatic failure, nothing rolled</source>
            <translation>{skill}, po bonusech a postizích nezbyla žádná kostka: automatický neúspěch, nic se nehází</translation>
        </message>
        <message numerus="yes">
            <source>%n dice</source>
            <translation>
                <numerusform>%n kostka</numerusform>
                <numerusform>%n kostky</numerusform>
                <numerusform>%n kostek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n úspěch</numerusform>
                <numerusform>%n úspěchy</numerusform>
                <numerusform>%n úspěchů</numerusform>
            </translation>
        </message>
        <message>
            <source>{skill}, {dice}: rolled {rolled}, exploded {exploded} → {successes}</source>
            <translation>{skill}, {dice}: padlo {rolled}, přehozy {exploded} → {successes}</translation>
        </message>
        <message>
            <source>{skill}, {dice}: rolled {rolled} → {successes}</source>
            <translation>{skill}, {dice}: padlo {rolled} → {successes}</translation>
        </message>
        <message>
            <source>{line} − Defense {defense} = {net} net</source>
            <translation>{line} − Obrana {defense} = čistě {net}</translation>
        </message>
        <message>
            <source>great success</source>
            <translation>velký úspěch</translation>
        </message>
        <message>
            <source>+1 practice XP</source>
            <translation>+1 ZkB Praxe</translation>
        </message>
        <message>
            <source>{line}: {outcome}</source>
            <translation>{line}: {outcome}</translation>
        </message>
        <message>
            <source>Power {power} (Power dice {faces})</source>
            <translation>Moc {power} (kostky Moci {faces})</translation>
        </message>
        <message>
            <source>give --capacity or --equipment-power, not both: equipment with its own Power ignores the capacity attribute (rule B-24)</source>
            <translation>zadejte --capacity nebo --equipment-power, ne obojí: vybavení s vlastní Mocí Kapacitní atribut nepočítá (B-24)</translation>
        </message>
        <message>
            <source>give --faces or --seed, not both: entered faces are not rolled</source>
            <translation>zadejte --faces nebo --seed, ne obojí: zadaná čísla se nehází</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksDriver</name>
        <message>
            <source>faces go in this order: the dice rolled, one per exploded die, then the Power dice</source>
            <translation>čísla jdou v tomto pořadí: hozené kostky, jedna za každou přehazovanou kostku, pak kostky Moci</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>zatím nikdo</translation>
        </message>
        <message>
            <source>nobody called '{name}' is at this table (here: {known})</source>
            <translation>u tohoto stolu nikdo jménem „{name}“ není (jsou tu: {known})</translation>
        </message>
        <message>
            <source>no action is waiting for its Defense under number {number}</source>
            <translation>pod číslem {number} nečeká žádná akce na svou Obranu</translation>
        </message>
        <message>
            <source>a dice-banks session's setup must be a JSON object</source>
            <translation>nastavení sezení bank kostek musí být objekt JSON</translation>
        </message>
        <message>
            <source>a dice-banks session's characters must be a list</source>
            <translation>postavy sezení bank kostek musí být seznam</translation>
        </message>
        <message>
            <source>two characters at a dice-banks table have the same name</source>
            <translation>dvě postavy u stolu bank kostek mají stejné jméno</translation>
        </message>
        <message>
            <source>a dice-banks session's mirror mode must be true or false</source>
            <translation>zrcadlení v sezení bank kostek musí být true nebo false</translation>
        </message>
        <message>
            <source>this table mirrors real dice: type the faces that were rolled</source>
            <translation>tento stůl zrcadlí skutečné kostky: zadejte hozená čísla</translation>
        </message>
        <message>
            <source>{unused} of the {faces} faces typed were not needed ({spare}): this roll used {used}</source>
            <translation>{unused} z {faces} zadaných čísel nebylo potřeba ({spare}): tento hod jich použil {used}</translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n dice in a bank, not {asked} (rule B-06)</source>
            <translation>
                <numerusform>{who} má v banku %n kostku, ne {asked} (B-06)</numerusform>
                <numerusform>{who} má v banku %n kostky, ne {asked} (B-06)</numerusform>
                <numerusform>{who} má v banku %n kostek, ne {asked} (B-06)</numerusform>
            </translation>
        </message>
        <message>
            <source>a conflict is already going: end it before beginning another</source>
            <translation>střet už probíhá: ukončete ho, než začnete další</translation>
        </message>
        <message>
            <source>nobody is at the table to fight: add an opponent first</source>
            <translation>u stolu není nikdo, kdo by bojoval: nejdřív přidejte protivníka</translation>
        </message>
        <message>
            <source>the opponent cannot join: {error}</source>
            <translation>protivník se nemůže přidat: {error}</translation>
        </message>
        <message>
            <source>someone called '{name}' is already at the table</source>
            <translation>někdo jménem „{name}“ už u stolu je</translation>
        </message>
        <message>
            <source>{who} plays from the campaign: only opponents who joined can leave</source>
            <translation>{who} hraje z kampaně: odejít mohou jen přidaní protivníci</translation>
        </message>
        <message>
            <source>settle the roll that involves {who} before {who} leaves</source>
            <translation>vyhodnoťte hod, kterého se {who} účastní, než odejde</translation>
        </message>
        <message>
            <source>{name} already has the practice XP of {skill} this scene (rule B-15)</source>
            <translation>{name} už má v této scéně ZkB Praxe za dovednost {skill} (B-15)</translation>
        </message>
        <message>
            <source>end the conflict before the scene ends</source>
            <translation>než scéna skončí, ukončete střet</translation>
        </message>
        <message>
            <source>no support is waiting for {who}'s next roll</source>
            <translation>na další hod postavy {who} nečeká žádná podpora</translation>
        </message>
        <message>
            <source>{who} is still working on '{title}': close it first</source>
            <translation>{who} ještě pracuje na „{title}“: nejdřív ji uzavřete</translation>
        </message>
        <message>
            <source>{who} has no long action to close</source>
            <translation>{who} nemá žádnou dlouhou akci k uzavření</translation>
        </message>
        <message>
            <source>{who} has no long action to interrupt</source>
            <translation>{who} nemá žádnou dlouhou akci k přerušení</translation>
        </message>
        <message>
            <source>{who} has no long action</source>
            <translation>{who} nemá žádnou dlouhou akci</translation>
        </message>
        <message>
            <source>{who} has no long action going: start one first</source>
            <translation>{who} nemá rozběhnutou dlouhou akci: nejdřív nějakou začněte</translation>
        </message>
        <message>
            <source>say which bank the roll takes its dice from: physical, social or mental</source>
            <translation>řekněte, ze kterého banku hod bere kostky: fyzický, sociální nebo mentální</translation>
        </message>
        <message>
            <source>{who}'s long action '{title}' uses {its_bank}, not {other_bank}</source>
            <translation>dlouhá akce „{title}“ postavy {who} používá {its_bank}, ne {other_bank}</translation>
        </message>
        <message numerus="yes">
            <source>{who} has already taken %n action(s) this round: one action per round (rule B-01), more only from items or abilities (rule B-04); reactions are still open</source>
            <translation>
                <numerusform>{who} má v tomto kole za sebou %n akci: jedna akce za kolo (B-01), další jen díky předmětům či schopnostem (B-04); reagovat lze dál</numerusform>
                <numerusform>{who} má v tomto kole za sebou %n akce: jedna akce za kolo (B-01), další jen díky předmětům či schopnostem (B-04); reagovat lze dál</numerusform>
                <numerusform>{who} má v tomto kole za sebou %n akcí: jedna akce za kolo (B-01), další jen díky předmětům či schopnostem (B-04); reagovat lze dál</numerusform>
            </translation>
        </message>
        <message>
            <source>support adds its Power: choose a capacity attribute or an item with its own Power (rule B-60)</source>
            <translation>podpora přidává svou Moc: vyberte Kapacitní atribut nebo předmět s vlastní Mocí (B-60)</translation>
        </message>
        <message>
            <source>each roll of a long action adds its Power: choose a capacity attribute or an item with its own Power (rule B-70)</source>
            <translation>každý hod dlouhé akce přidává svou Moc: vyberte Kapacitní atribut nebo předmět s vlastní Mocí (B-70)</translation>
        </message>
        <message>
            <source>'{name}' belongs to a roll as {allowed}, not as {kind}</source>
            <translation>„{name}“ patří k hodu typu {allowed}, ne {kind}</translation>
        </message>
        <message>
            <source>an action against someone who resists is a conflict: begin it first (rule B-06)</source>
            <translation>akce proti někomu, kdo se brání, je střet: nejdřív ho začněte (B-06)</translation>
        </message>
        <message>
            <source>{who} cannot take an action against {who}</source>
            <translation>{who} nemůže provést akci sám proti sobě</translation>
        </message>
        <message>
            <source>reactions happen in a conflict: begin it first (rule B-41)</source>
            <translation>reakce patří do střetu: nejdřív ho začněte (B-41)</translation>
        </message>
        <message>
            <source>a reaction answers an action: say which waiting action it is against</source>
            <translation>reakce odpovídá na akci: řekněte, proti které čekající akci je</translation>
        </message>
        <message>
            <source>{who} cannot react to {who}'s own action</source>
            <translation>{who} nemůže reagovat na vlastní akci</translation>
        </message>
        <message>
            <source>only {target}, the target of {who}'s action, may react to it; {who2} may support {target} instead (rule B-41)</source>
            <translation>reagovat smí jen {target}, cíl akce postavy {who}; {who2} může místo toho podpořit postavu {target} (B-41)</translation>
        </message>
        <message>
            <source>say whose roll the support helps (rule B-60)</source>
            <translation>řekněte, čí hod podpora podporuje (B-60)</translation>
        </message>
        <message>
            <source>{who} cannot support {who}'s own roll (rule B-60)</source>
            <translation>{who} nemůže podpořit vlastní hod (B-60)</translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n dice left {in_bank} this round, not {asked} (rule B-03)</source>
            <translation>
                <numerusform>{who} má v tomto kole {in_bank} už jen %n kostku, ne {asked} (B-03)</numerusform>
                <numerusform>{who} má v tomto kole {in_bank} už jen %n kostky, ne {asked} (B-03)</numerusform>
                <numerusform>{who} má v tomto kole {in_bank} už jen %n kostek, ne {asked} (B-03)</numerusform>
            </translation>
        </message>
        <message>
            <source>no conflict is going: begin one first</source>
            <translation>neprobíhá žádný střet: nejdřív nějaký začněte</translation>
        </message>
        <message>
            <source>settle {who}'s {skill} roll against {target} before ending the conflict</source>
            <translation>před ukončením střetu vyhodnoťte hod postavy {who} na {skill} proti postavě {target}</translation>
        </message>
        <message>
            <source>settle {who}'s {skill} roll against {target} before starting a new round</source>
            <translation>před novým kolem vyhodnoťte hod postavy {who} na {skill} proti postavě {target}</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksEditor</name>
        <message>
            <source>skill</source>
            <translation>dovednost</translation>
        </message>
        <message>
            <source>New skill</source>
            <translation>Nová dovednost</translation>
        </message>
        <message>
            <source>Add Skill</source>
            <translation>Přidat dovednost</translation>
        </message>
        <message>
            <source>capacity attribute</source>
            <translation>kapacitní atribut</translation>
        </message>
        <message>
            <source>No capacity attributes yet</source>
            <translation>Zatím žádné kapacitní atributy</translation>
        </message>
        <message>
            <source>New capacity</source>
            <translation>Nový atribut</translation>
        </message>
        <message>
            <source>Add Capacity</source>
            <translation>Přidat atribut</translation>
        </message>
        <message>
            <source>Scar</source>
            <translation>Jizva</translation>
        </message>
        <message>
            <source>No Scars yet</source>
            <translation>Zatím žádné Jizvy</translation>
        </message>
        <message>
            <source>New Scar</source>
            <translation>Nová Jizva</translation>
        </message>
        <message>
            <source>Add Scar</source>
            <translation>Přidat Jizvu</translation>
        </message>
        <message>
            <source>item</source>
            <translation>předmět</translation>
        </message>
        <message>
            <source>No equipment yet</source>
            <translation>Zatím žádné vybavení</translation>
        </message>
        <message>
            <source>New item</source>
            <translation>Nový předmět</translation>
        </message>
        <message>
            <source>Add Item</source>
            <translation>Přidat předmět</translation>
        </message>
        <message>
            <source>damage type</source>
            <translation>typ zranění</translation>
        </message>
        <message>
            <source>No damage: the Scar is whole</source>
            <translation>Bez zranění: Jizva je celá</translation>
        </message>
        <message>
            <source>damage</source>
            <translation>zranění</translation>
        </message>
        <message>
            <source>Add Damage</source>
            <translation>Přidat zranění</translation>
        </message>
        <message>
            <source>S&amp;kills</source>
            <translation>&amp;Dovednosti</translation>
        </message>
        <message>
            <source>Each skill's kind sets its critical range (B-13); its level sets which faces succeed and explode (B-11, B-12).</source>
            <translation>Druh dovednosti určuje její kritický rozsah (B-13); úroveň určuje, která čísla jsou úspěch a která se přehazují (B-11, B-12).</translation>
        </message>
        <message>
            <source>C&amp;apacity Attributes</source>
            <translation>&amp;Kapacitní atributy</translation>
        </message>
        <message>
            <source>Capacity attributes set the Power of actions: base Power is the value halved, rounded down, and the Power roll is made against the value (B-20, B-21).</source>
            <translation>Kapacitní atributy určují Moc akcí: základní Moc je polovina hodnoty zaokrouhlená dolů a na Moc se hází proti hodnotě (B-20, B-21).</translation>
        </message>
        <message>
            <source>E&amp;quipment</source>
            <translation>&amp;Vybavení</translation>
        </message>
        <message>
            <source>Items with their own Power replace the capacity attribute (B-24); bonuses and penalties run from −3 to +3 (B-50).</source>
            <translation>Předměty s vlastní Mocí nahrazují kapacitní atribut (B-24); bonusy a postihy jsou od −3 do +3 (B-50).</translation>
        </message>
        <message>
            <source>Proficiency and Banks</source>
            <translation>Zručnost a banky</translation>
        </message>
        <message>
            <source>Proficiency (Zručnost), 0 or more: each bank holds Proficiency + 2 dice, and an action may burn at most Proficiency points into a Scar (B-31).</source>
            <translation>Zručnost, 0 nebo víc: každý bank má Zručnost + 2 kostky a akce smí do Jizvy pálit nejvýš tolik bodů, kolik je Zručnost (B-31).</translation>
        </message>
        <message>
            <source>&amp;Proficiency</source>
            <translation>&amp;Zručnost</translation>
        </message>
        <message>
            <source>Proficiency + 2 dice (d10). An action spends dice of the bank its type picks; the rest pay for reactions; every bank refills at the start of the next round (B-01 … B-05).</source>
            <translation>Zručnost + 2 kostky (k10). Akce utrácí kostky z banku podle svého typu; zbytek zaplatí reakce; na začátku dalšího kola se všechny banky doplní (B-01 … B-05).</translation>
        </message>
        <message>
            <source>Physical bank</source>
            <translation>Fyzický bank</translation>
        </message>
        <message>
            <source>Social bank</source>
            <translation>Sociální bank</translation>
        </message>
        <message>
            <source>Mental bank</source>
            <translation>Mentální bank</translation>
        </message>
        <message>
            <source>&amp;Scars</source>
            <translation>&amp;Jizvy</translation>
        </message>
        <message>
            <source>No skills yet: press Add Skill or {insert}</source>
            <translation>Zatím žádné dovednosti: stiskněte Přidat dovednost nebo {insert}</translation>
        </message>
        <message>
            <source>Scars are damage tracks: an injury's Power goes into one as damage of its type (B-23); a burnable Scar can take stun for dice or Power (B-31).</source>
            <translation>Jizvy jsou stupnice zranění: Moc zranění jde do jedné z nich jako zranění svého typu (B-23); Jizva, ze které lze pálit, může vzít omračující zranění za kostky nebo Moc (B-31).</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Dovednost</translation>
        </message>
        <message>
            <source>The skill's name, different from the sheet's other skills</source>
            <translation>Název dovednosti, jiný než u ostatních dovedností deníku</translation>
        </message>
        <message>
            <source>name</source>
            <translation>název</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Druh</translation>
        </message>
        <message>
            <source>Critical range 1 for Talents and Attributes, 1–2 for Abilities, 1–4 for Knowledge; Knowledge earns no practice XP (B-13, B-14)</source>
            <translation>Kritický rozsah 1 u Talentů a Atributů, 1–2 u Schopností, 1–4 u Znalostí; Znalosti ZkB Praxe nezískávají (B-13, B-14)</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>druh</translation>
        </message>
        <message>
            <source>Talent / Attribute</source>
            <translation>Talent / Atribut</translation>
        </message>
        <message>
            <source>Ability</source>
            <translation>Schopnost</translation>
        </message>
        <message>
            <source>Knowledge</source>
            <translation>Znalost</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Úroveň</translation>
        </message>
        <message>
            <source>0 or more: a die showing at least max(10 − level, 5) is a success, at least min(15 − level, 10) also explodes (B-11, B-12)</source>
            <translation>0 nebo víc: kostka s číslem alespoň max(10 − úroveň, 5) je úspěch, s číslem alespoň min(15 − úroveň, 10) se navíc přehazuje (B-11, B-12)</translation>
        </message>
        <message>
            <source>level</source>
            <translation>úroveň</translation>
        </message>
        <message>
            <source>Success / Explodes</source>
            <translation>Úspěch / Přehoz</translation>
        </message>
        <message>
            <source>The faces that succeed and that explode at this level (B-11, B-12)</source>
            <translation>Čísla, která jsou na této úrovni úspěchem a která se přehazují (B-11, B-12)</translation>
        </message>
        <message>
            <source>{success}+ / {explode}+</source>
            <translation>{success}+ / {explode}+</translation>
        </message>
        <message>
            <source> (as 10)</source>
            <translation> (jako 10)</translation>
        </message>
        <message>
            <source>Each die showing {success} or more is a success; {explode} or more is also rolled again (B-11, B-12)</source>
            <translation>Každá kostka s číslem {success} a víc je úspěch; s {explode} a víc se navíc hází znovu (B-11, B-12)</translation>
        </message>
        <message>
            <source>. Above 10 the written rule breaks: {note}.</source>
            <translation>. Nad 10 psané pravidlo nefunguje: {note}.</translation>
        </message>
        <message>
            <source>Practice XP</source>
            <translation>ZkB Praxe</translation>
        </message>
        <message>
            <source>Fixed practice XP marked in this skill, 0 or more: a critical failure or a great success earns 1, at most 1 per skill per scene (B-13 … B-15)</source>
            <translation>Pevné ZkB Praxe zapsané u této dovednosti, 0 nebo víc: kritický neúspěch nebo velký úspěch dá 1, nejvýš 1 za dovednost a scénu (B-13 … B-15)</translation>
        </message>
        <message>
            <source>practice XP</source>
            <translation>ZkB Praxe</translation>
        </message>
        <message>
            <source>Capacity attribute</source>
            <translation>Kapacitní atribut</translation>
        </message>
        <message>
            <source>The attribute's name, different from the sheet's other capacities</source>
            <translation>Název atributu, jiný než u ostatních kapacitních atributů deníku</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Hodnota</translation>
        </message>
        <message>
            <source>0 or more: the rating of the Power roll (B-21)</source>
            <translation>0 nebo víc: hodnota, proti které se hází na Moc (B-21)</translation>
        </message>
        <message>
            <source>value</source>
            <translation>hodnota</translation>
        </message>
        <message>
            <source>Base Power</source>
            <translation>Základní Moc</translation>
        </message>
        <message>
            <source>The value halved, rounded down (B-20)</source>
            <translation>Polovina hodnoty, zaokrouhleno dolů (B-20)</translation>
        </message>
        <message>
            <source>The Scar's name, different from the sheet's other Scars</source>
            <translation>Název Jizvy, jiný než u ostatních Jizev deníku</translation>
        </message>
        <message>
            <source>Boxes</source>
            <translation>Políčka</translation>
        </message>
        <message>
            <source>1 or more: the points of damage the Scar takes (B-23)</source>
            <translation>1 nebo víc: kolik bodů zranění Jizva pojme (B-23)</translation>
        </message>
        <message>
            <source>boxes</source>
            <translation>políčka</translation>
        </message>
        <message>
            <source>Burnable</source>
            <translation>Lze pálit</translation>
        </message>
        <message>
            <source>An action may burn this Scar: take up to Proficiency points of stun into it, each for one die or +1 Power (B-31, B-32)</source>
            <translation>Akce smí z této Jizvy pálit: vzít do ní až tolik bodů omračujícího zranění, kolik je Zručnost, každý za jednu kostku nebo +1 Moc (B-31, B-32)</translation>
        </message>
        <message>
            <source>Allow burning Scar '{name}'</source>
            <translation>Povolit pálení Jizvy „{name}“</translation>
        </message>
        <message>
            <source>Forbid burning Scar '{name}'</source>
            <translation>Zakázat pálení Jizvy „{name}“</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Zranění</translation>
        </message>
        <message>
            <source>The Scar's track; edit its damage below</source>
            <translation>Stupnice Jizvy; její zranění upravíte níže</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Předmět</translation>
        </message>
        <message>
            <source>The item's name, different from the sheet's other items</source>
            <translation>Název předmětu, jiný než u ostatních předmětů deníku</translation>
        </message>
        <message>
            <source>Own Power</source>
            <translation>Vlastní Moc</translation>
        </message>
        <message>
            <source>None, or 0 or more: an item with its own Power (a firearm) sets the base Power and the capacity attribute is ignored (B-24)</source>
            <translation>Žádná, nebo 0 a víc: předmět s vlastní Mocí (střelná zbraň) určuje základní Moc a Kapacitní atribut se nepočítá (B-24)</translation>
        </message>
        <message>
            <source>own Power</source>
            <translation>vlastní Moc</translation>
        </message>
        <message>
            <source>none</source>
            <translation>žádná</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Kostky</translation>
        </message>
        <message>
            <source>−3 … +3: dice added to (or taken from) rolls with the item (B-50)</source>
            <translation>−3 … +3: kostky přidané (nebo ubrané) hodům s předmětem (B-50)</translation>
        </message>
        <message>
            <source>dice bonus</source>
            <translation>bonus kostek</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Moc</translation>
        </message>
        <message>
            <source>−3 … +3: Power added to (or taken from) actions with the item (B-50)</source>
            <translation>−3 … +3: Moc přidaná (nebo ubraná) akcím s předmětem (B-50)</translation>
        </message>
        <message>
            <source>Power bonus</source>
            <translation>bonus Moci</translation>
        </message>
        <message>
            <source>Extra actions</source>
            <translation>Akce navíc</translation>
        </message>
        <message>
            <source>0 or more extra actions a round, each at a cumulative −1 die (B-04)</source>
            <translation>0 nebo víc akcí navíc za kolo, každá s kumulativním postihem −1 kostka (B-04)</translation>
        </message>
        <message>
            <source>extra actions</source>
            <translation>akce navíc</translation>
        </message>
        <message>
            <source>Damage type</source>
            <translation>Typ zranění</translation>
        </message>
        <message>
            <source>What the item's injuries deal: stun, lethal or any type you name (B-23)</source>
            <translation>Jaká zranění předmět způsobuje: omračující, smrtelné nebo jakýkoli typ, který pojmenujete (B-23)</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Typ</translation>
        </message>
        <message>
            <source>Stun, lethal or any type you name; each type once per Scar</source>
            <translation>Omračující, smrtelné nebo jakýkoli typ, který pojmenujete; každý typ jednou na Jizvu</translation>
        </message>
        <message>
            <source>type</source>
            <translation>typ</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Body</translation>
        </message>
        <message>
            <source>0 or more points of this type in the Scar (B-23)</source>
            <translation>0 nebo víc bodů tohoto typu v Jizvě (B-23)</translation>
        </message>
        <message>
            <source>points</source>
            <translation>body</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n&lt;/b&gt; dice</source>
            <translation>
                <numerusform>&lt;b&gt;%n&lt;/b&gt; kostka</numerusform>
                <numerusform>&lt;b&gt;%n&lt;/b&gt; kostky</numerusform>
                <numerusform>&lt;b&gt;%n&lt;/b&gt; kostek</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;Damage</source>
            <translation>Z&amp;ranění</translation>
        </message>
        <message>
            <source>Choose a Scar to see and edit its damage.</source>
            <translation>Vyberte Jizvu, abyste viděli a upravili její zranění.</translation>
        </message>
        <message>
            <source>&amp;Damage in Scar '{name}'</source>
            <translation>Z&amp;ranění v Jizvě „{name}“</translation>
        </message>
        <message>
            <source>Raise Proficiency to {value}</source>
            <translation>Zvýšit Zručnost na {value}</translation>
        </message>
        <message>
            <source>Lower Proficiency to {value}</source>
            <translation>Snížit Zručnost na {value}</translation>
        </message>
        <message>
            <source>Scar '{scar}': {change}</source>
            <translation>Jizva „{scar}“: {change}</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksOdds</name>
        <message>
            <source>Great success (5+ successes)</source>
            <translation>Velký úspěch (5+ úspěchů)</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksPlayers</name>
        <message>
            <source>{bank} bank</source>
            <translation>Banka: {bank}</translation>
        </message>
        <message>
            <source>{left} of {size} dice left</source>
            <translation>zbývá {left} z {size} kostek</translation>
        </message>
        <message>
            <source>Scar: {name}</source>
            <translation>Jizva: {name}</translation>
        </message>
        <message>
            <source>{damage} of {boxes} boxes marked</source>
            <translation>označeno {damage} z {boxes} políček</translation>
        </message>
        <message>
            <source>Roll with one of your skills</source>
            <translation>Hodit jednou ze svých dovedností</translation>
        </message>
        <message>
            <source>Ask the game master to roll</source>
            <translation>Požádat vypravěče o hod</translation>
        </message>
        <message>
            <source>{skill} ({bank} bank)</source>
            <translation>{skill} (banka: {bank})</translation>
        </message>
        <message>
            <source>Dice from the bank</source>
            <translation>Kostek z banky</translation>
        </message>
        <message>
            <source>{character} asks to roll with {skill} ({bank} bank)</source>
            <translation>{character} žádá o hod dovedností {skill} (banka: {bank})</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksReplay</name>
        <message>
            <source>nobody</source>
            <translation>nikdo</translation>
        </message>
        <message>
            <source>conflict round {n}</source>
            <translation>střet, kolo {n}</translation>
        </message>
        <message>
            <source>no conflict</source>
            <translation>žádný střet</translation>
        </message>
        <message numerus="yes">
            <source>Replayed %n event(s) of a dice-banks session with {names} ({in_effect} in effect); scene {scene}, {where}.</source>
            <translation>
                <numerusform>Přehrána %n událost sezení bank kostek s postavami {names} ({in_effect} platí); scéna {scene}, {where}.</numerusform>
                <numerusform>Přehrány %n události sezení bank kostek s postavami {names} ({in_effect} platí); scéna {scene}, {where}.</numerusform>
                <numerusform>Přehráno %n událostí sezení bank kostek s postavami {names} ({in_effect} platí); scéna {scene}, {where}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: {banks} of {size}; %n action(s) left.</source>
            <translation>
                <numerusform>{name}: {banks} z {size}; zbývá %n akce.</numerusform>
                <numerusform>{name}: {banks} z {size}; zbývají %n akce.</numerusform>
                <numerusform>{name}: {banks} z {size}; zbývá %n akcí.</numerusform>
            </translation>
        </message>
        <message>
            <source>Waiting: {who}'s {skill} against {target}, Defense {defense}.</source>
            <translation>Čeká: {who}, {skill} proti postavě {target}, Obrana {defense}.</translation>
        </message>
        <message>
            <source>Long action: {who}'s '{title}', total {total} of {target}, {status}.</source>
            <translation>Dlouhá akce: {who}, „{title}“, součet {total} z {target}, {status}.</translation>
        </message>
        <message>
            <source>Long action: {who}'s '{title}', total {total}, {status}.</source>
            <translation>Dlouhá akce: {who}, „{title}“, součet {total}, {status}.</translation>
        </message>
        <message numerus="yes">
            <source>Last roll: {who}'s {skill}, %n success(es): {result}.</source>
            <translation>
                <numerusform>Poslední hod: {who}, {skill}, %n úspěch: {result}.</numerusform>
                <numerusform>Poslední hod: {who}, {skill}, %n úspěchy: {result}.</numerusform>
                <numerusform>Poslední hod: {who}, {skill}, %n úspěchů: {result}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Last roll: {who}'s {skill}, %n success(es): {result}, Power {power}.</source>
            <translation>
                <numerusform>Poslední hod: {who}, {skill}, %n úspěch: {result}, Moc {power}.</numerusform>
                <numerusform>Poslední hod: {who}, {skill}, %n úspěchy: {result}, Moc {power}.</numerusform>
                <numerusform>Poslední hod: {who}, {skill}, %n úspěchů: {result}, Moc {power}.</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting for reactions</source>
            <translation>čeká na reakce</translation>
        </message>
        <message>
            <source>reaction</source>
            <translation>reakce</translation>
        </message>
        <message>
            <source>settled</source>
            <translation>vyhodnoceno</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksRules</name>
        <message>
            <source>no combatant named '{name}' in this conflict (in it: {known})</source>
            <translation>v tomto střetu nikdo jménem „{name}“ není (jsou v něm: {known})</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>zatím nikdo</translation>
        </message>
        <message numerus="yes">
            <source>{who} cannot react with %n dice after penalties: burn a Scar for reaction dice (rule B-41)</source>
            <translation>
                <numerusform>{who} nemůže reagovat s %n kostkou po postizích: pro kostky na reakci spalte Jizvu (B-41)</numerusform>
                <numerusform>{who} nemůže reagovat s %n kostkami po postizích: pro kostky na reakci spalte Jizvu (B-41)</numerusform>
                <numerusform>{who} nemůže reagovat s %n kostkami po postizích: pro kostky na reakci spalte Jizvu (B-41)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n dice in a bank (Proficiency + 2), not {asked} (rule B-06)</source>
            <translation>
                <numerusform>{who} má v banku %n kostku (Zručnost + 2), ne {asked} (B-06)</numerusform>
                <numerusform>{who} má v banku %n kostky (Zručnost + 2), ne {asked} (B-06)</numerusform>
                <numerusform>{who} má v banku %n kostek (Zručnost + 2), ne {asked} (B-06)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n dice left {in_bank} this round, not {asked} (rules B-03, B-30)</source>
            <translation>
                <numerusform>{who} má v tomto kole {in_bank} už jen %n kostku, ne {asked} (B-03, B-30)</numerusform>
                <numerusform>{who} má v tomto kole {in_bank} už jen %n kostky, ne {asked} (B-03, B-30)</numerusform>
                <numerusform>{who} má v tomto kole {in_bank} už jen %n kostek, ne {asked} (B-03, B-30)</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} has no Scar '{scar}' that allows burning (rule B-31)</source>
            <translation>{who} nemá Jizvu „{scar}“, ze které lze pálit (B-31)</translation>
        </message>
        <message numerus="yes">
            <source>{who} can burn at most %n point(s) (the Proficiency) in one roll, not {asked} (rule B-31)</source>
            <translation>
                <numerusform>{who} může na jeden hod pálit nejvýš %n bod (Zručnost), ne {asked} (B-31)</numerusform>
                <numerusform>{who} může na jeden hod pálit nejvýš %n body (Zručnost), ne {asked} (B-31)</numerusform>
                <numerusform>{who} může na jeden hod pálit nejvýš %n bodů (Zručnost), ne {asked} (B-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Scar '{scar}' can take only %n more stun point(s) without upgrading other damage, not {asked} (rule B-31)</source>
            <translation>
                <numerusform>Jizva „{scar}“ pojme už jen %n bod omračujícího zranění, aniž by povýšila jiné zranění, ne {asked} (B-31)</numerusform>
                <numerusform>Jizva „{scar}“ pojme už jen %n body omračujícího zranění, aniž by povýšila jiné zranění, ne {asked} (B-31)</numerusform>
                <numerusform>Jizva „{scar}“ pojme už jen %n bodů omračujícího zranění, aniž by povýšila jiné zranění, ne {asked} (B-31)</numerusform>
            </translation>
        </message>
        <message>
            <source>the long action's roll is already paused: resume it first</source>
            <translation>hod dlouhé akce už je odložený: nejdřív v něm pokračujte</translation>
        </message>
        <message>
            <source>the interrupted roll used 1 to {most} dice of the bank, not {dice} (rule B-74)</source>
            <translation>přerušený hod použil 1 až {most} kostek z banku, ne {dice} (B-74)</translation>
        </message>
        <message>
            <source>this long action has a target of {target}: it ends when the total reaches it or the dice run out</source>
            <translation>tato dlouhá akce má cílové číslo {target}: skončí, až ho součet dosáhne nebo dojdou kostky</translation>
        </message>
        <message>
            <source>the long action has ended: {status}</source>
            <translation>dlouhá akce skončila: {status}</translation>
        </message>
        <message>
            <source>unknown skill kind '{kind}': choose talent (or attribute), ability or knowledge</source>
            <translation>neznámý druh dovednosti „{kind}“: zvolte talent (nebo attribute), ability nebo knowledge</translation>
        </message>
        <message>
            <source>a rating of {rating} rolls as {top}: success on {success}+, explodes on {explode}+</source>
            <translation>hodnota {rating} se hází jako {top}: úspěch na {success}+, přehoz na {explode}+</translation>
        </message>
        <message>
            <source>{what} is {rating}, but this table keeps ratings to {top} (rule B-12)</source>
            <translation>{what}: {rating}, ale tento stůl připouští hodnoty jen do {top} (B-12)</translation>
        </message>
        <message>
            <source>a burn needs the name of the Scar it burns (rule B-31)</source>
            <translation>pálení potřebuje jméno Jizvy, ze které se pálí (B-31)</translation>
        </message>
        <message>
            <source>a roll uses at least one die from the bank or from burning a Scar (rule B-01)</source>
            <translation>hod používá alespoň jednu kostku z banku nebo z pálení Jizvy (B-01)</translation>
        </message>
        <message>
            <source>this action has no Power to change: give it a capacity attribute or equipment with its own Power (rule B-22)</source>
            <translation>tato akce nemá Moc, kterou by šlo měnit: dejte jí Kapacitní atribut nebo vybavení s vlastní Mocí (B-22)</translation>
        </message>
        <message>
            <source>dice and burned Scars cannot raise the Power of equipment with its own Power (rules B-24, B-31)</source>
            <translation>kostky ani pálení Jizev nemohou zvýšit Moc vybavení s vlastní Mocí (B-24, B-31)</translation>
        </message>
        <message>
            <source>{name} must be a whole number from {minimum} to {maximum}, not {value}</source>
            <translation>{name}: musí být celé číslo od {minimum} do {maximum}, ne {value}</translation>
        </message>
        <message>
            <source>a number with more than 12 digits</source>
            <translation>číslo s více než 12 číslicemi</translation>
        </message>
        <message>
            <source>the rating</source>
            <translation>hodnota</translation>
        </message>
        <message>
            <source>the skill level</source>
            <translation>úroveň dovednosti</translation>
        </message>
        <message>
            <source>the Power rating</source>
            <translation>hodnota Moci</translation>
        </message>
        <message>
            <source>the equipment's Power</source>
            <translation>Moc vybavení</translation>
        </message>
        <message>
            <source>the capacity attribute</source>
            <translation>Kapacitní atribut</translation>
        </message>
        <message>
            <source>the burned points</source>
            <translation>spálené body</translation>
        </message>
        <message>
            <source>the dice</source>
            <translation>kostky</translation>
        </message>
        <message>
            <source>the bonus</source>
            <translation>bonus</translation>
        </message>
        <message>
            <source>the penalty</source>
            <translation>postih</translation>
        </message>
        <message>
            <source>the Power dice</source>
            <translation>kostky Moci</translation>
        </message>
        <message>
            <source>the Power bonus</source>
            <translation>bonus Moci</translation>
        </message>
        <message>
            <source>the Power penalty</source>
            <translation>postih Moci</translation>
        </message>
        <message>
            <source>the Defense</source>
            <translation>Obrana</translation>
        </message>
        <message>
            <source>the difficulty</source>
            <translation>obtížnost</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksScreen</name>
        <message>
            <source>Type the number of dice, Space, the real dice's faces, Enter · Ctrl+R new round · Ctrl+B begin/end conflict · Ctrl+E settle · Alt+1/2/3 bank · Alt+↑/↓ who · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
            <translation>Napište počet kostek, mezerník, čísla hozená na skutečných kostkách, Enter · Ctrl+R nové kolo · Ctrl+B začít/ukončit střet · Ctrl+E vyhodnotit · Alt+1/2/3 bank · Alt+↑/↓ kdo · Ctrl+Z zpět · Ctrl+Shift+Z znovu</translation>
        </message>
        <message>
            <source>Space roll · Ctrl+R new round · Ctrl+B begin/end conflict · Ctrl+E settle · Alt+1/2/3 bank · Alt+↑/↓ who · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
            <translation>Mezerník hod · Ctrl+R nové kolo · Ctrl+B začít/ukončit střet · Ctrl+E vyhodnotit · Alt+1/2/3 bank · Alt+↑/↓ kdo · Ctrl+Z zpět · Ctrl+Shift+Z znovu</translation>
        </message>
        <message>
            <source>Begin or end the conflict — Ctrl+B</source>
            <translation>Začít nebo ukončit střet — Ctrl+B</translation>
        </message>
        <message>
            <source>New round</source>
            <translation>Nové kolo</translation>
        </message>
        <message>
            <source>Refill every bank (rule B-05) — Ctrl+R</source>
            <translation>Doplnit všechny banky (B-05) — Ctrl+R</translation>
        </message>
        <message>
            <source>New scene</source>
            <translation>Nová scéna</translation>
        </message>
        <message>
            <source>+ Opponent…</source>
            <translation>+ Protivník…</translation>
        </message>
        <message>
            <source>An opponent joins the table</source>
            <translation>K stolu přibude protivník</translation>
        </message>
        <message>
            <source>+ Long action…</source>
            <translation>+ Dlouhá akce…</translation>
        </message>
        <message>
            <source>Start a long action (rules B-70 … B-74)</source>
            <translation>Začít dlouhou akci (B-70 … B-74)</translation>
        </message>
        <message>
            <source>Sheet in play</source>
            <translation>Deník ve hře</translation>
        </message>
        <message>
            <source>Waiting for reactions</source>
            <translation>Čeká na reakce</translation>
        </message>
        <message>
            <source>Long actions</source>
            <translation>Dlouhé akce</translation>
        </message>
        <message>
            <source>Damage into a Scar (rule B-23)</source>
            <translation>Zranění do Jizvy (B-23)</translation>
        </message>
        <message>
            <source>Apply damage</source>
            <translation>Udělit zranění</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Kdo</translation>
        </message>
        <message>
            <source>Scar</source>
            <translation>Jizva</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Body</translation>
        </message>
        <message>
            <source>Outside a conflict</source>
            <translation>Mimo střet</translation>
        </message>
        <message>
            <source>Begin conflict</source>
            <translation>Začít střet</translation>
        </message>
        <message>
            <source>Conflict · Round {n}</source>
            <translation>Střet · kolo {n}</translation>
        </message>
        <message>
            <source>End conflict</source>
            <translation>Ukončit střet</translation>
        </message>
        <message>
            <source>Scene {n}</source>
            <translation>Scéna {n}</translation>
        </message>
        <message>
            <source> · practice marks cleared (Ctrl+Z takes the new scene back)</source>
            <translation> · značky praxe smazány (Ctrl+Z novou scénu vrátí)</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>zatím žádné</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{who}&lt;/b&gt; → &lt;b&gt;{target}&lt;/b&gt;: {skill}, %n success(es) · reactions: {reactions} · Defense {defense}</source>
            <translation>
                <numerusform>&lt;b&gt;{who}&lt;/b&gt; → &lt;b&gt;{target}&lt;/b&gt;: {skill}, %n úspěch · reakce: {reactions} · Obrana {defense}</numerusform>
                <numerusform>&lt;b&gt;{who}&lt;/b&gt; → &lt;b&gt;{target}&lt;/b&gt;: {skill}, %n úspěchy · reakce: {reactions} · Obrana {defense}</numerusform>
                <numerusform>&lt;b&gt;{who}&lt;/b&gt; → &lt;b&gt;{target}&lt;/b&gt;: {skill}, %n úspěchů · reakce: {reactions} · Obrana {defense}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n dice&lt;/b&gt; · success on {s}+ · explodes on {e}+</source>
            <translation>
                <numerusform>&lt;b&gt;%n kostka&lt;/b&gt; · úspěch na {s}+ · přehoz na {e}+</numerusform>
                <numerusform>&lt;b&gt;%n kostky&lt;/b&gt; · úspěch na {s}+ · přehoz na {e}+</numerusform>
                <numerusform>&lt;b&gt;%n kostek&lt;/b&gt; · úspěch na {s}+ · přehoz na {e}+</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} joins (Proficiency {n}), in round {round} of the conflict</source>
            <translation>{name} se přidává (Zručnost {n}), v {round}. kole střetu</translation>
        </message>
        <message>
            <source>{who} starts the long action '{title}' (target {n})</source>
            <translation>{who} začíná dlouhou akci „{title}“ (cílové číslo {n})</translation>
        </message>
        <message>
            <source>{who} starts the long action '{title}' (no target)</source>
            <translation>{who} začíná dlouhou akci „{title}“ (bez cílového čísla)</translation>
        </message>
        <message>
            <source>burns {points} of {scar} for dice</source>
            <translation>pálí {points} z Jizvy {scar} na kostky</translation>
        </message>
        <message>
            <source>burns {points} of {scar} for power</source>
            <translation>pálí {points} z Jizvy {scar} na Moc</translation>
        </message>
        <message>
            <source>total {total} of {target}, {status}</source>
            <translation>součet {total} z {target}, {status}</translation>
        </message>
        <message>
            <source>total {total}, {status}</source>
            <translation>součet {total}, {status}</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between the parts of a history line</comment>
            <translation>; </translation>
        </message>
        <message>
            <source>Dice the roll had taken {from_bank}: {who} enters the conflict without them, until the next round.</source>
            <translation>Kostky, které hod vzal {from_bank}: {who} bez nich vstupuje do střetu, až do dalšího kola.</translation>
        </message>
        <message>
            <source>React as {name}</source>
            <translation>Reagovat za: {name}</translation>
        </message>
        <message>
            <source>Settle against the highest Defense and roll the Power — Ctrl+E. Mirroring: type the Power faces in the faces field first.</source>
            <translation>Vyhodnotit proti nejvyšší Obraně a hodit na Moc — Ctrl+E. Při zrcadlení nejdřív zadejte čísla kostek Moci do pole čísel.</translation>
        </message>
        <message>
            <source>Settle</source>
            <translation>Vyhodnotit</translation>
        </message>
        <message>
            <source>Settle (no faces)</source>
            <translation>Vyhodnotit (bez čísel)</translation>
        </message>
        <message>
            <source>Settle ({n}+ faces)</source>
            <translation>Vyhodnotit ({n}+ čísel)</translation>
        </message>
        <message>
            <source>{total} of {target}</source>
            <translation>{total} z {target}</translation>
        </message>
        <message>
            <source>{total}, no target</source>
            <translation>{total}, bez cíle</translation>
        </message>
        <message>
            <source>next roll −{n} (rule B-72)</source>
            <translation>další hod −{n} (B-72)</translation>
        </message>
        <message>
            <source>no penalty yet</source>
            <translation>zatím bez postihu</translation>
        </message>
        <message>
            <source>&lt;b&gt;{who}&lt;/b&gt;: {title} — &lt;b&gt;{goal}&lt;/b&gt; · {bank} · rolls: {rolls} · {penalty} · {status}</source>
            <translation>&lt;b&gt;{who}&lt;/b&gt;: {title} — &lt;b&gt;{goal}&lt;/b&gt; · {bank} · hody: {rolls} · {penalty} · {status}</translation>
        </message>
        <message>
            <source>a roll paused (it counts when resumed)</source>
            <translation>hod odložen (započítá se po navázání)</translation>
        </message>
        <message>
            <source>Roll step</source>
            <translation>Hodit krok</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Ukončit</translation>
        </message>
        <message>
            <source>Interrupt…</source>
            <translation>Přerušit…</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>Začít znovu</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Uzavřít</translation>
        </message>
        <message>
            <source>Everyone has acted this round — Ctrl+R starts the next</source>
            <translation>V tomto kole už jednali všichni — Ctrl+R začne další</translation>
        </message>
        <message>
            <source>&lt;b&gt;No die left after penalties: automatic failure (rule B-02)&lt;/b&gt;</source>
            <translation>&lt;b&gt;Po postizích nezbyla žádná kostka: automatický neúspěch (B-02)&lt;/b&gt;</translation>
        </message>
        <message>
            <source>level {level} rolls as {top} (rule B-12)</source>
            <translation>úroveň {level} se hází jako {top} (B-12)</translation>
        </message>
        <message>
            <source>cumulative −{n}</source>
            <translation>kumulativně −{n}</translation>
        </message>
        <message>
            <source>+{n} from support</source>
            <translation>+{n} z podpory</translation>
        </message>
        <message>
            <source>Power base {n} + Power roll</source>
            <translation>základ Moci {n} + hod na Moc</translation>
        </message>
        <message>
            <source>waits for {name}'s reactions</source>
            <translation>čeká na reakce: {name}</translation>
        </message>
        <message>
            <source>faces still to type: {n}</source>
            <translation>zbývá zadat čísel: {n}</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n face(s) too many&lt;/b&gt;: take them back (⌫)</source>
            <translation>
                <numerusform>&lt;b&gt;o %n číslo víc&lt;/b&gt;: smažte přebytek (⌫)</numerusform>
                <numerusform>&lt;b&gt;o %n čísla víc&lt;/b&gt;: smažte přebytek (⌫)</numerusform>
                <numerusform>&lt;b&gt;o %n čísel víc&lt;/b&gt;: smažte přebytek (⌫)</numerusform>
            </translation>
        </message>
        <message>
            <source>Before {name}'s reactions, which may raise the Defense.</source>
            <translation>Před reakcemi ({name}), které mohou Obranu zvýšit.</translation>
        </message>
        <message>
            <source>A reaction's successes become the Defense against the action.</source>
            <translation>Úspěchy reakce se stanou Obranou proti akci.</translation>
        </message>
        <message>
            <source>Conflict</source>
            <translation>Střet</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Kolo {n}</translation>
        </message>
        <message>
            <source>None now</source>
            <translation>Teď žádný</translation>
        </message>
        <message>
            <source>Scene</source>
            <translation>Scéna</translation>
        </message>
        <message>
            <source>Choose who takes the damage and into which Scar.</source>
            <translation>Vyberte, kdo zranění dostane a do které Jizvy.</translation>
        </message>
        <message>
            <source>Conflict begins: round 1, every bank full</source>
            <translation>Střet začíná: kolo 1, všechny banky plné</translation>
        </message>
        <message>
            <source>Round {n}: every bank refilled (rule B-05)</source>
            <translation>Kolo {n}: všechny banky doplněny (B-05)</translation>
        </message>
        <message numerus="yes">
            <source>Conflict ends after %n round(s)</source>
            <translation>
                <numerusform>Střet končí po %n kole</numerusform>
                <numerusform>Střet končí po %n kolech</numerusform>
                <numerusform>Střet končí po %n kolech</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} joins (Proficiency {n})</source>
            <translation>{name} se přidává (Zručnost {n})</translation>
        </message>
        <message>
            <source>{who} leaves the table</source>
            <translation>{who} odchází od stolu</translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n extra action(s) per round from abilities (rule B-04)</source>
            <translation>
                <numerusform>{who} má díky schopnostem %n akci navíc za kolo (B-04)</numerusform>
                <numerusform>{who} má díky schopnostem %n akce navíc za kolo (B-04)</numerusform>
                <numerusform>{who} má díky schopnostem %n akcí navíc za kolo (B-04)</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} takes {points} {type} into {scar} ({total} of {boxes}; rule B-23)</source>
            <translation>{who} dostává {points} ({type}) do Jizvy {scar}: {total} z {boxes} (B-23)</translation>
        </message>
        <message>
            <source>{who}: {practice}</source>
            <translation>{who}: {practice}</translation>
        </message>
        <message>
            <source>Scene {n}: every skill can earn its practice XP again (rule B-15)</source>
            <translation>Scéna {n}: každá dovednost může znovu získat ZkB Praxe (B-15)</translation>
        </message>
        <message>
            <source>The support waiting for {who} is dropped</source>
            <translation>Podpora čekající na postavu {who} propadá</translation>
        </message>
        <message>
            <source>{who} stops '{title}' at a total of {total}</source>
            <translation>{who} ukončuje „{title}“ se součtem {total}</translation>
        </message>
        <message>
            <source>{who} restarts '{title}' at a total of {total}</source>
            <translation>{who} začíná „{title}“ znovu, součet byl {total}</translation>
        </message>
        <message>
            <source>paused; it counts when resumed</source>
            <translation>odložen; započítá se po navázání</translation>
        </message>
        <message>
            <source>wasted; it still raises the penalty</source>
            <translation>promarněn; postih se přesto zvyšuje</translation>
        </message>
        <message>
            <source>the whole long action is lost</source>
            <translation>celá dlouhá akce je promarněna</translation>
        </message>
        <message numerus="yes">
            <source>{who}'s roll of '{title}' is interrupted: {how}. {who} enters the conflict without %n dice {from_bank} (rule B-74)</source>
            <translation>
                <numerusform>Hod dlouhé akce „{title}“ ({who}) je přerušen: {how}. {who} vstupuje do střetu bez %n kostky {from_bank} (B-74)</numerusform>
                <numerusform>Hod dlouhé akce „{title}“ ({who}) je přerušen: {how}. {who} vstupuje do střetu bez %n kostek {from_bank} (B-74)</numerusform>
                <numerusform>Hod dlouhé akce „{title}“ ({who}) je přerušen: {how}. {who} vstupuje do střetu bez %n kostek {from_bank} (B-74)</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} puts '{title}' away ({status}, total {total})</source>
            <translation>{who} uzavírá „{title}“ ({status}, součet {total})</translation>
        </message>
        <message numerus="yes">
            <source>%n dice</source>
            <translation>
                <numerusform>%n kostka</numerusform>
                <numerusform>%n kostky</numerusform>
                <numerusform>%n kostek</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} reacts: {skill}, {bank}, {dice}</source>
            <translation>{who} reaguje: {skill}, {bank}, {dice}</translation>
        </message>
        <message>
            <source>{who} supports {name}: {skill}, {bank}, {dice}</source>
            <translation>{who} podporuje postavu {name}: {skill}, {bank}, {dice}</translation>
        </message>
        <message>
            <source>{who} works on '{title}': {skill}, {bank}, {dice}</source>
            <translation>{who} pracuje na „{title}“: {skill}, {bank}, {dice}</translation>
        </message>
        <message>
            <source>{who} against {name}: {skill}, {bank}, {dice}</source>
            <translation>{who} proti postavě {name}: {skill}, {bank}, {dice}</translation>
        </message>
        <message>
            <source>{who}: {skill}, {bank}, {dice}</source>
            <translation>{who}: {skill}, {bank}, {dice}</translation>
        </message>
        <message>
            <source>−{n} cumulative</source>
            <translation>kumulativně −{n}</translation>
        </message>
        <message>
            <source>{head}: nothing to roll after penalties, automatic failure (rule B-02)</source>
            <translation>{head}: po postizích není čím házet, automatický neúspěch (B-02)</translation>
        </message>
        <message>
            <source>{head}: {faces} → {successes}</source>
            <translation>{head}: {faces} → {successes}</translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n úspěch</numerusform>
                <numerusform>%n úspěchy</numerusform>
                <numerusform>%n úspěchů</numerusform>
            </translation>
        </message>
        <message>
            <source>great success</source>
            <translation>velký úspěch</translation>
        </message>
        <message>
            <source>CRITICAL FAILURE</source>
            <translation>KRITICKÝ NEÚSPĚCH</translation>
        </message>
        <message>
            <source>success</source>
            <translation>úspěch</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>neúspěch</translation>
        </message>
        <message>
            <source>Defense {defense}, {net} net: {outcome}</source>
            <translation>Obrana {defense}, čistě {net}: {outcome}</translation>
        </message>
        <message>
            <source>Power {power} (Power dice {faces})</source>
            <translation>Moc {power} (kostky Moci {faces})</translation>
        </message>
        <message numerus="yes">
            <source>+%n dice for {name}</source>
            <translation>
                <numerusform>+%n kostka pro: {name}</numerusform>
                <numerusform>+%n kostky pro: {name}</numerusform>
                <numerusform>+%n kostek pro: {name}</numerusform>
            </translation>
        </message>
        <message>
            <source>waiting for {name}'s reactions</source>
            <translation>čeká na reakce: {name}</translation>
        </message>
        <message>
            <source>reacting to {who}'s {skill}, Defense {defense}</source>
            <translation>reakce na {skill} ({who}), Obrana {defense}</translation>
        </message>
        <message>
            <source>Paused: it counts when resumed</source>
            <translation>Odložen: započítá se po navázání</translation>
        </message>
        <message>
            <source>Wasted: it still raises the penalty</source>
            <translation>Promarněn: postih se přesto zvyšuje</translation>
        </message>
        <message>
            <source>Lost: the whole long action is lost</source>
            <translation>Ztracen: celá dlouhá akce je promarněna</translation>
        </message>
        <message>
            <source>Interrupt the Long Action</source>
            <translation>Přerušit dlouhou akci</translation>
        </message>
        <message>
            <source>{who}'s roll of '{title}' is interrupted:</source>
            <translation>Hod dlouhé akce „{title}“ ({who}) je přerušen:</translation>
        </message>
        <message>
            <source>Roll for {name}</source>
            <translation>Hodit za: {name}</translation>
        </message>
        <message>
            <source>Damage…</source>
            <translation>Zranění…</translation>
        </message>
        <message>
            <source>Extra actions…</source>
            <translation>Akce navíc…</translation>
        </message>
        <message>
            <source>Start a long action…</source>
            <translation>Začít dlouhou akci…</translation>
        </message>
        <message>
            <source>Remove from the table</source>
            <translation>Odebrat od stolu</translation>
        </message>
        <message>
            <source>Extra Actions</source>
            <translation>Akce navíc</translation>
        </message>
        <message>
            <source>Extra actions per round for {name} from abilities (rule B-04):</source>
            <translation>Akce navíc za kolo díky schopnostem, {name} (B-04):</translation>
        </message>
    </context>
    <context>
        <name>DiceBanksSheet</name>
        <message>
            <source>{owner}: kind must be {kinds}, not {kind}</source>
            <translation>{owner}: druh musí být {kinds}, ne {kind}</translation>
        </message>
        <message>
            <source>{owner}: a damage type needs a name, not {damage_type}</source>
            <translation>{owner}: typ zranění potřebuje název, ne {damage_type}</translation>
        </message>
        <message>
            <source>{owner}: damage_type needs a name, such as 'stun'</source>
            <translation>{owner}: damage_type potřebuje název, například 'stun'</translation>
        </message>
        <message>
            <source>{owner}: {key} must be a tuple of {name}</source>
            <translation>{owner}: {key} musí být n-tice {name}</translation>
        </message>
        <message>
            <source>{owner}: two {key} are named '{name}'</source>
            <translation>{owner}: dvě položky {key} se jmenují „{name}“</translation>
        </message>
        <message>
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <source>{who} has no skill '{name}' (has: {known})</source>
            <translation>{who} nemá dovednost „{name}“ (má: {known})</translation>
        </message>
        <message>
            <source>{who} has no capacity attribute '{name}' (has: {known})</source>
            <translation>{who} nemá Kapacitní atribut „{name}“ (má: {known})</translation>
        </message>
        <message>
            <source>{who} has no Scar '{name}' (has: {known})</source>
            <translation>{who} nemá Jizvu „{name}“ (má: {known})</translation>
        </message>
        <message>
            <source>{who} has no equipment '{name}' (has: {known})</source>
            <translation>{who} nemá vybavení „{name}“ (má: {known})</translation>
        </message>
        <message>
            <source>skill</source>
            <translation>dovednost</translation>
        </message>
        <message>
            <source>capacity attribute</source>
            <translation>Kapacitní atribut</translation>
        </message>
        <message>
            <source>Scar</source>
            <translation>Jizva</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>vybavení</translation>
        </message>
        <message>
            <source>character</source>
            <translation>postava</translation>
        </message>
        <message>
            <source>skill '{name}'</source>
            <translation>dovednost „{name}“</translation>
        </message>
        <message>
            <source>capacity attribute '{name}'</source>
            <translation>Kapacitní atribut „{name}“</translation>
        </message>
        <message>
            <source>Scar '{name}'</source>
            <translation>Jizva „{name}“</translation>
        </message>
        <message>
            <source>equipment '{name}'</source>
            <translation>vybavení „{name}“</translation>
        </message>
        <message>
            <source>character '{name}'</source>
            <translation>postava „{name}“</translation>
        </message>
        <message>
            <source>{what} needs a name, not {name}</source>
            <translation>{what} potřebuje jméno, ne {name}</translation>
        </message>
        <message>
            <source>{owner}: {field} must be a whole number from {minimum} to {maximum}, not {value}</source>
            <translation>{owner}: {field} musí být celé číslo od {minimum} do {maximum}, ne {value}</translation>
        </message>
    </context>
    <context>
        <name>DiceEntry</name>
        <message>
            <source>e.g. 3 4</source>
            <translation>např. 3 4</translation>
        </message>
        <message>
            <source>Faces rolled on the real dice</source>
            <translation>Čísla hozená na skutečných kostkách</translation>
        </message>
        <message>
            <source>Real dice:</source>
            <translation>Skutečné kostky:</translation>
        </message>
        <message>
            <source>A die showing {face}</source>
            <translation>Kostka s číslem {face}</translation>
        </message>
        <message>
            <source>face {face}</source>
            <translation>číslo {face}</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Vymazat</translation>
        </message>
    </context>
    <context>
        <name>DiceRow</name>
        <message>
            <source> explodes</source>
            <translation> přehoz</translation>
        </message>
        <message>
            <source> success</source>
            <translation> úspěch</translation>
        </message>
    </context>
    <context>
        <name>DiceTray</name>
        <message>
            <source>No dice rolled yet</source>
            <translation>Zatím se nic neházelo</translation>
        </message>
        <message>
            <source>Build a roll on the left and press Space.</source>
            <translation>Sestavte hod vlevo a stiskněte mezerník.</translation>
        </message>
        <message>
            <source>action</source>
            <translation>akce</translation>
        </message>
        <message>
            <source>reaction</source>
            <translation>reakce</translation>
        </message>
        <message>
            <source>support</source>
            <translation>podpora</translation>
        </message>
        <message>
            <source>long action</source>
            <translation>dlouhá akce</translation>
        </message>
        <message>
            <source>Rolled</source>
            <translation>Hozeno</translation>
        </message>
        <message>
            <source>↻ Explosion {n}</source>
            <translation>↻ Přehoz {n}</translation>
        </message>
        <message>
            <source>Power dice</source>
            <translation>Kostky Moci</translation>
        </message>
        <message>
            <source>↻ Power {n}</source>
            <translation>↻ Moc {n}</translation>
        </message>
        <message numerus="yes">
            <source>{bank} bank · %n dice · success on {success}+ · explodes on {explode}+</source>
            <translation>
                <numerusform>{bank} bank · %n kostka · úspěch na {success}+ · přehoz na {explode}+</numerusform>
                <numerusform>{bank} bank · %n kostky · úspěch na {success}+ · přehoz na {explode}+</numerusform>
                <numerusform>{bank} bank · %n kostek · úspěch na {success}+ · přehoz na {explode}+</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} — {skill}, {kind_of_roll}</source>
            <translation>{who} — {skill}, {kind_of_roll}</translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n úspěch</numerusform>
                <numerusform>%n úspěchy</numerusform>
                <numerusform>%n úspěchů</numerusform>
            </translation>
        </message>
        <message>
            <source>AUTOMATIC FAILURE — no die left after penalties</source>
            <translation>AUTOMATICKÝ NEÚSPĚCH — po postizích nezbyla žádná kostka</translation>
        </message>
        <message>
            <source>CRITICAL FAILURE</source>
            <translation>KRITICKÝ NEÚSPĚCH</translation>
        </message>
        <message>
            <source>DEFENSE {n}</source>
            <translation>OBRANA {n}</translation>
        </message>
        <message>
            <source>{successes} — waiting for {target} to react</source>
            <translation>{successes} — čeká se na reakci: {target}</translation>
        </message>
        <message>
            <source>SUCCESS</source>
            <translation>ÚSPĚCH</translation>
        </message>
        <message>
            <source>FAILURE</source>
            <translation>NEÚSPĚCH</translation>
        </message>
        <message>
            <source>  ★ GREAT SUCCESS</source>
            <translation>  ★ VELKÝ ÚSPĚCH</translation>
        </message>
        <message>
            <source>{successes} − Defense {defense} = {net} net</source>
            <translation>{successes} − Obrana {defense} = čistě {net}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Power {power}&lt;/b&gt; (base {base})</source>
            <translation>&lt;b&gt;Moc {power}&lt;/b&gt; (základ {base})</translation>
        </message>
        <message>
            <source>Defense so far {n}</source>
            <translation>Obrana zatím {n}</translation>
        </message>
        <message numerus="yes">
            <source>+%n dice from support</source>
            <translation>
                <numerusform>+%n kostka z podpory</numerusform>
                <numerusform>+%n kostky z podpory</numerusform>
                <numerusform>+%n kostek z podpory</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>+%n dice for {name}'s next roll</source>
            <translation>
                <numerusform>+%n kostka na další hod: {name}</numerusform>
                <numerusform>+%n kostky na další hod: {name}</numerusform>
                <numerusform>+%n kostek na další hod: {name}</numerusform>
            </translation>
        </message>
        <message>
            <source>burned {points} of {scar}</source>
            <translation>spáleno {points} z Jizvy {scar}</translation>
        </message>
        <message>
            <source>−{n} cumulative</source>
            <translation>kumulativně −{n}</translation>
        </message>
        <message>
            <source>{title}: total {total}{goal} ({status})</source>
            <translation>{title}: součet {total}{goal} ({status})</translation>
        </message>
        <message>
            <source>critical failure wiped {n} Power</source>
            <translation>kritický neúspěch smazal {n} Moci</translation>
        </message>
    </context>
    <context>
        <name>DieView</name>
        <message>
            <source>die, not rolled</source>
            <translation>kostka, nehozená</translation>
        </message>
        <message>
            <source>die showing {face}</source>
            <translation>kostka s číslem {face}</translation>
        </message>
    </context>
    <context>
        <name>DirectorEditor</name>
        <message>
            <source>Suspicion points are a whole number from {minimum} to {maximum}.</source>
            <translation>Body Podezření jsou celé číslo od {minimum} do {maximum}.</translation>
        </message>
        <message>
            <source>Suspicion points: the Director gets one for each risky maneuver (F-15) and spends them on a contest reroll or a complication (F-16). A scenario starts with one per two Founders, rounded up (F-17).</source>
            <translation>Body Podezření: Režisér dostane jeden za každý riskantní manévr (F-15) a utrácí je za nový hod ve střetu nebo za komplikaci (F-16). Scénář začíná s jedním na dva Zakladatele, zaokrouhleno nahoru (F-17).</translation>
        </message>
        <message>
            <source>A scene needs a name</source>
            <translation>Scéna potřebuje název</translation>
        </message>
        <message>
            <source>The current scene: one encounter or situation (F-32).</source>
            <translation>Současná scéna: jedno střetnutí nebo situace (F-32).</translation>
        </message>
        <message>
            <source>New Scene</source>
            <translation>Nová scéna</translation>
        </message>
        <message>
            <source>Start the next scene: the circumstances end with this one (F-32).</source>
            <translation>Začít další scénu: okolnosti končí s touto (F-32).</translation>
        </message>
        <message>
            <source>Circumstances of the scene</source>
            <translation>Okolnosti scény</translation>
        </message>
        <message>
            <source>Circumstances (F-01): tags of the scene, best written on index cards everyone can see (F-02). A new one has value 1, +1 for every full 3 points by which its check beat the difficulty (F-31); they end with the scene (F-32).</source>
            <translation>Okolnosti (F-01): štítky scény, nejlépe napsané na kartičkách, které všichni vidí (F-02). Nová má hodnotu 1, +1 za každé celé 3 body, o které její zkouška překonala obtížnost (F-31); končí se scénou (F-32).</translation>
        </message>
        <message>
            <source>S&amp;uspicion points</source>
            <translation>Body &amp;Podezření</translation>
        </message>
        <message>
            <source>&amp;Scene</source>
            <translation>&amp;Scéna</translation>
        </message>
        <message>
            <source>Set suspicion points to {count}</source>
            <translation>Nastavit body Podezření na {count}</translation>
        </message>
        <message>
            <source>A scene needs a name.</source>
            <translation>Scéna potřebuje název.</translation>
        </message>
        <message>
            <source>Rename scene to '{name}'</source>
            <translation>Přejmenovat scénu na „{name}“</translation>
        </message>
        <message>
            <source>New scene</source>
            <translation>Nová scéna</translation>
        </message>
        <message>
            <source>Start a new scene</source>
            <translation>Začít novou scénu</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Název</translation>
        </message>
        <message>
            <source>What everyone sees on the index card, e.g. Time crunch</source>
            <translation>Co všichni uvidí na kartičce, např. Časová tíseň</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Druh</translation>
        </message>
        <message>
            <source>Good circumstances help the Founders (+value), bad ones hinder them (−value) (F-10).</source>
            <translation>Dobré okolnosti Zakladatelům pomáhají (+hodnota), špatné jim překážejí (−hodnota) (F-10).</translation>
        </message>
        <message>
            <source>Good</source>
            <translation>Dobrá</translation>
        </message>
        <message>
            <source>Make circumstance '{name}' good</source>
            <translation>Udělat okolnost „{name}“ dobrou</translation>
        </message>
        <message>
            <source>Bad</source>
            <translation>Špatná</translation>
        </message>
        <message>
            <source>Make circumstance '{name}' bad</source>
            <translation>Udělat okolnost „{name}“ špatnou</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Hodnota</translation>
        </message>
        <message>
            <source>Value (F-31): at least 1; later checks can add to it.</source>
            <translation>Hodnota (F-31): nejméně 1; další zkoušky ji mohou zvýšit.</translation>
        </message>
        <message>
            <source>A circumstance's value is a whole number from {minimum} to {maximum} (F-31).</source>
            <translation>Hodnota okolnosti je celé číslo od {minimum} do {maximum} (F-31).</translation>
        </message>
        <message>
            <source>Raise circumstance '{name}' to {value}</source>
            <translation>Zvýšit okolnost „{name}“ na {value}</translation>
        </message>
        <message>
            <source>Lower circumstance '{name}' to {value}</source>
            <translation>Snížit okolnost „{name}“ na {value}</translation>
        </message>
        <message>
            <source>circumstance</source>
            <translation>okolnost</translation>
        </message>
        <message>
            <source>New circumstance, e.g. Time crunch</source>
            <translation>Nová okolnost, např. Časová tíseň</translation>
        </message>
        <message>
            <source>No circumstances on this scene yet.</source>
            <translation>Na této scéně zatím nejsou žádné okolnosti.</translation>
        </message>
        <message>
            <source>The scene already has the circumstance '{name}'.</source>
            <translation>Scéna už okolnost „{name}“ má.</translation>
        </message>
    </context>
    <context>
        <name>DrawnPanel</name>
        <message>
            <source>Threat factors</source>
            <translation>Ohrožující faktory</translation>
        </message>
        <message>
            <source>Each threatening factor is one disadvantage, up to the Threat level (A-31)</source>
            <translation>Každý ohrožující faktor je jedna nevýhoda, nejvýš do stupně Ohrožení (A-31)</translation>
        </message>
        <message>
            <source>Coordinator reserves</source>
            <translation>Rezervy Koordinátora</translation>
        </message>
        <message>
            <source>Coordinator reserves raise the Threat for this agent alone, 1:1 (A-31)</source>
            <translation>Rezervy Koordinátora zvýší Ohrožení jen pro tohoto agenta, 1:1 (A-31)</translation>
        </message>
        <message>
            <source>Betray their trust</source>
            <translation>Zradit důvěru</translation>
        </message>
        <message>
            <source>Invoke the trust of the agent acted against as an advantage (A-43)</source>
            <translation>Využít důvěru agenta, proti němuž se jedná, jako výhodu (A-43)</translation>
        </message>
        <message>
            <source>injury, fatigue …</source>
            <translation>zranění, únava …</translation>
        </message>
        <message>
            <source>Make a negative aspect</source>
            <translation>Vytvořit negativní aspekt</translation>
        </message>
        <message>
            <source>The Coordinator spends a kept complication on a negative aspect; it no longer counts for the scene (A-19)</source>
            <translation>Koordinátor použije ponechanou komplikaci na negativní aspekt; do výsledku scény se už nepočítá (A-19)</translation>
        </message>
        <message>
            <source>A betrayed fully trusting agent may take the hit instead (A-43)</source>
            <translation>Zrazený agent s plnou důvěrou může zásah schytat místo něj (A-43)</translation>
        </message>
        <message>
            <source>Complications make it permanent</source>
            <translation>Komplikace ho učiní trvalým</translation>
        </message>
        <message>
            <source>Each complication of this removal adds a permanent limiting aspect instead of another negative one (A-23)</source>
            <translation>Každá komplikace tohoto odstraňování přidá místo dalšího negativního aspektu trvalý omezující aspekt (A-23)</translation>
        </message>
        <message>
            <source>Sort the cards (Enter)</source>
            <translation>Roztřídit karty (Enter)</translation>
        </message>
        <message>
            <source>Put them back (Backspace)</source>
            <translation>Vrátit je (Backspace)</translation>
        </message>
        <message>
            <source>Complication →</source>
            <translation>Komplikace →</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s cards — %n drawn</source>
            <translation>
                <numerusform>Karty postavy {name} — %n tažená</numerusform>
                <numerusform>Karty postavy {name} — %n tažené</numerusform>
                <numerusform>Karty postavy {name} — %n tažených</numerusform>
            </translation>
        </message>
        <message>
            <source>Click a drawn card to choose which one an advantage or a disadvantage removes.</source>
            <translation>Kliknutím na kartu zvolíte, kterou výhoda či nevýhoda odebere.</translation>
        </message>
        <message>
            <source>Threat factors (Threat in effect {level})</source>
            <translation>Ohrožující faktory (Ohrožení {level})</translation>
        </message>
        <message>
            <source>{name} cancels</source>
            <translation>{name} ruší</translation>
        </message>
        <message>
            <source>{name} cancels a complication with a success drawn this scene; partial trust once, full trust as often as it has successes (A-42)</source>
            <translation>{name} zruší komplikaci úspěchem taženým v této scéně; při částečné důvěře jednou, při naprosté tolikrát, kolik má úspěchů (A-42)</translation>
        </message>
        <message>
            <source>Click to take it back</source>
            <translation>Kliknutím ho vezmete zpět</translation>
        </message>
        <message>
            <source>to {name}</source>
            <translation>pro postavu {name}</translation>
        </message>
        <message>
            <source>Click a used aspect (or press its number) to exhaust it: each advantage removes a red card, each disadvantage a black one; the last card always stays.</source>
            <translation>Kliknutím na použitý aspekt (nebo stiskem jeho čísla) ho vyčerpáte: výhoda odebere červenou kartu, nevýhoda černou; poslední karta vždy zůstane.</translation>
        </message>
        <message>
            <source>Set what the player and the Coordinator use.</source>
            <translation>Nastavte, co použije hráč a co Koordinátor.</translation>
        </message>
        <message>
            <source>a clean success</source>
            <translation>čistý úspěch</translation>
        </message>
        <message>
            <source>a clean complication</source>
            <translation>čistá komplikace</translation>
        </message>
        <message>
            <source>a mix</source>
            <translation>kombinace</translation>
        </message>
        <message>
            <source>{card} is the black card of a negative aspect or distrust: it is discarded anyway (A-44)</source>
            <translation>{card} je černá karta negativního aspektu nebo nedůvěry: odhodí se tak jako tak (A-44)</translation>
        </message>
        <message>
            <source>No advantage removes a complication in this test: exhaust a used aspect first (A-11, A-16)</source>
            <translation>V tomto testu žádná výhoda neodebírá komplikaci: nejdřív vyčerpejte použitý aspekt (A-11, A-16)</translation>
        </message>
        <message>
            <source>No disadvantage removes a success in this test: the Coordinator exhausts a negative aspect or adds a threat factor first (A-12, A-16, A-31)</source>
            <translation>V tomto testu žádná nevýhoda neodebírá úspěch: Koordinátor nejdřív vyčerpá negativní aspekt nebo přidá ohrožující faktor (A-12, A-16, A-31)</translation>
        </message>
    </context>
    <context>
        <name>Edits</name>
        <message>
            <source>Add {name}</source>
            <translation>Přidat: {name}</translation>
        </message>
        <message>
            <source>Delete {name}</source>
            <translation>Smazat: {name}</translation>
        </message>
        <message>
            <source>Rename {old} to {new}</source>
            <translation>Přejmenovat {old} na {new}</translation>
        </message>
        <message>
            <source>Remove portrait</source>
            <translation>Odebrat portrét</translation>
        </message>
        <message>
            <source>Set portrait</source>
            <translation>Nastavit portrét</translation>
        </message>
        <message>
            <source>Change table options</source>
            <translation>Změnit možnosti stolu</translation>
        </message>
        <message>
            <source>Edit the GM's cards</source>
            <translation>Upravit karty vypravěče</translation>
        </message>
        <message numerus="yes">
            <source>Import %n character(s)</source>
            <translation>
                <numerusform>Importovat %n postavu</numerusform>
                <numerusform>Importovat %n postavy</numerusform>
                <numerusform>Importovat %n postav</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EquipmentTab</name>
        <message>
            <source>Equipment</source>
            <translation>Vybavení</translation>
        </message>
        <message>
            <source>An equipment card (A-05), e.g. Pistol or Lock picks.</source>
            <translation>Karta vybavení (A-05), např. Pistole nebo Paklíče.</translation>
        </message>
        <message>
            <source>Aspect it gives</source>
            <translation>Aspekt, který dává</translation>
        </message>
        <message>
            <source>The aspect the card gives (A-17); left empty, the card's name is its aspect.</source>
            <translation>Aspekt, který karta dává (A-17); zůstane-li prázdný, aspektem je název karty.</translation>
        </message>
        <message>
            <source>Let equipment '{name}' give aspect '{new}'</source>
            <translation>Vybavení „{name}“ dává aspekt „{new}“</translation>
        </message>
        <message>
            <source>Fits</source>
            <translation>Odpovídá</translation>
        </message>
        <message>
            <source>The character aspects it fits (A-17): the equipment is used only together with one of them. Tick them below the table.</source>
            <translation>Aspekty postavy, kterým odpovídá (A-17): vybavení se používá jen spolu s některým z nich. Zaškrtněte je pod tabulkou.</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Vyčerpané</translation>
        </message>
        <message>
            <source>An exhausted equipment aspect cannot be used at all until the equipment is replenished: bought, looted or repaired (A-17, A-22).</source>
            <translation>Aspekt vyčerpaného vybavení nelze vůbec používat, dokud není vybavení doplněno: koupeno, ukořistěno nebo opraveno (A-17, A-22).</translation>
        </message>
        <message>
            <source>Exhaust equipment '{name}'</source>
            <translation>Vyčerpat vybavení „{name}“</translation>
        </message>
        <message>
            <source>Replenish equipment '{name}'</source>
            <translation>Doplnit vybavení „{name}“</translation>
        </message>
        <message>
            <source>equipment card</source>
            <translation>karta vybavení</translation>
        </message>
        <message>
            <source>New equipment, e.g. Pistol</source>
            <translation>Nové vybavení, např. Pistole</translation>
        </message>
        <message>
            <source>No equipment yet: type a card below, pick an aspect it fits, Enter.</source>
            <translation>Zatím žádné vybavení: napište kartu níže, vyberte aspekt, kterému odpovídá, Enter.</translation>
        </message>
        <message>
            <source>Add equipment '{name}'</source>
            <translation>Přidat vybavení „{name}“</translation>
        </message>
        <message>
            <source>Remove equipment '{name}'</source>
            <translation>Odebrat vybavení „{name}“</translation>
        </message>
        <message>
            <source>Rename equipment '{name}' to '{new}'</source>
            <translation>Přejmenovat vybavení „{name}“ na „{new}“</translation>
        </message>
        <message>
            <source>Move equipment '{name}' up</source>
            <translation>Posunout vybavení „{name}“ nahoru</translation>
        </message>
        <message>
            <source>Move equipment '{name}' down</source>
            <translation>Posunout vybavení „{name}“ dolů</translation>
        </message>
        <message>
            <source>This agent already has the equipment '{name}'.</source>
            <translation>Tento agent už má vybavení „{name}“.</translation>
        </message>
        <message>
            <source>An equipment card needs a name.</source>
            <translation>Karta vybavení potřebuje název.</translation>
        </message>
        <message>
            <source>Aspect it fits</source>
            <translation>Aspekt, kterému odpovídá</translation>
        </message>
        <message>
            <source>A character aspect the equipment fits (A-17): pick one or type it.</source>
            <translation>Aspekt postavy, kterému vybavení odpovídá (A-17): vyberte ho, nebo napište.</translation>
        </message>
        <message>
            <source>Tick each character aspect this equipment fits (A-17); Space ticks.</source>
            <translation>Zaškrtněte každý aspekt postavy, kterému toto vybavení odpovídá (A-17); zaškrtává mezerník.</translation>
        </message>
        <message>
            <source>Another aspect it fits, e.g. Marksman</source>
            <translation>Další aspekt, kterému odpovídá, např. Ostrostřelec</translation>
        </message>
        <message>
            <source>An aspect this agent lacks, for equipment other agents use too (A-17)</source>
            <translation>Aspekt, který tento agent nemá, pro vybavení, jež používají i jiní agenti (A-17)</translation>
        </message>
        <message>
            <source>Add Fit</source>
            <translation>Přidat aspekt</translation>
        </message>
        <message>
            <source>Let the equipment fit the aspect typed (Enter)</source>
            <translation>Vybavení bude odpovídat napsanému aspektu (Enter)</translation>
        </message>
        <message>
            <source>Pick or type an aspect the equipment fits: it is used only with one (A-17).</source>
            <translation>Vyberte nebo napište aspekt, kterému vybavení odpovídá: používá se jen spolu s ním (A-17).</translation>
        </message>
        <message>
            <source>Aspects it fits: select an equipment card</source>
            <translation>Aspekty, kterým odpovídá: vyberte kartu vybavení</translation>
        </message>
        <message>
            <source>Aspects '{name}' fits</source>
            <translation>Aspekty, kterým odpovídá „{name}“</translation>
        </message>
        <message>
            <source>Not one of this agent's aspects</source>
            <translation>Není to aspekt tohoto agenta</translation>
        </message>
        <message>
            <source>Let equipment '{name}' fit '{aspect}'</source>
            <translation>Vybavení „{name}“ odpovídá aspektu „{aspect}“</translation>
        </message>
        <message>
            <source>Equipment '{name}' must fit at least one aspect (A-17): tick another before taking this one away.</source>
            <translation>Vybavení „{name}“ musí odpovídat aspoň jednomu aspektu (A-17): než tento odškrtnete, zaškrtněte jiný.</translation>
        </message>
        <message>
            <source>Equipment '{name}' no longer fits '{aspect}'</source>
            <translation>Vybavení „{name}“ už neodpovídá aspektu „{aspect}“</translation>
        </message>
        <message>
            <source>Equipment '{name}' already fits '{aspect}'.</source>
            <translation>Vybavení „{name}“ už odpovídá aspektu „{aspect}“.</translation>
        </message>
    </context>
    <context>
        <name>Exchange</name>
        <message>
            <source>play session '{name}' was left out: {error}</source>
            <translation>herní sezení „{name}“ bylo vynecháno: {error}</translation>
        </message>
        <message>
            <source>character {number} ('{name}'): a character of that name is already in the campaign</source>
            <translation>postava {number} („{name}“): postava tohoto jména už v kampani je</translation>
        </message>
        <message>
            <source>session {number} ('{name}')</source>
            <translation>sezení {number} („{name}“)</translation>
        </message>
        <message>
            <source>{where}: {error}</source>
            <translation>{where}: {error}</translation>
        </message>
        <message>
            <source>field 'sessions' must be a list</source>
            <translation>pole „sessions“ musí být seznam</translation>
        </message>
        <message>
            <source>session {number}</source>
            <translation>sezení {number}</translation>
        </message>
        <message numerus="yes">
            <source>%n character(s)</source>
            <translation>
                <numerusform>%n postava</numerusform>
                <numerusform>%n postavy</numerusform>
                <numerusform>%n postav</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n play session(s)</source>
            <translation>
                <numerusform>%n herní sezení</numerusform>
                <numerusform>%n herní sezení</numerusform>
                <numerusform>%n herních sezení</numerusform>
            </translation>
        </message>
        <message>
            <source>{characters} and {sessions}</source>
            <translation>{characters} a {sessions}</translation>
        </message>
        <message>
            <source>{where}: not a JSON object</source>
            <translation>{where}: není objekt JSON</translation>
        </message>
        <message>
            <source>{where}: field 'system' must be one of {names}</source>
            <translation>{where}: pole „system“ musí být jedno z {names}</translation>
        </message>
        <message>
            <source>{where}: field 'name' is missing or not text</source>
            <translation>{where}: pole „name“ chybí nebo není text</translation>
        </message>
        <message>
            <source>{where} ('{name}'): {error}</source>
            <translation>{where} („{name}“): {error}</translation>
        </message>
        <message>
            <source>{where} ('{name}'): needs a 'setup' object and an 'events' list</source>
            <translation>{where} („{name}“): potřebuje objekt „setup“ a seznam „events“</translation>
        </message>
        <message>
            <source>{where} ('{name}'): {problem}</source>
            <translation>{where} („{name}“): {problem}</translation>
        </message>
        <message>
            <source>the file is not a Card Desk export: it holds no JSON object</source>
            <translation>soubor není export Card Desk: neobsahuje objekt JSON</translation>
        </message>
        <message>
            <source>the file is not a Card Desk export (format {format})</source>
            <translation>soubor není export Card Desk (formát {format})</translation>
        </message>
        <message>
            <source>field 'version' must be a whole number, not {version}</source>
            <translation>pole „version“ musí být celé číslo, ne {version}</translation>
        </message>
        <message>
            <source>the file was exported by a newer Card Desk (version {version}): update Card Desk</source>
            <translation>soubor exportovala novější verze Card Desk (verze {version}): aktualizujte Card Desk</translation>
        </message>
        <message>
            <source>the file has no "characters" list</source>
            <translation>soubor nemá seznam „characters“</translation>
        </message>
        <message>
            <source>character {number} ('{name}'): the file holds that name twice</source>
            <translation>postava {number} („{name}“): soubor obsahuje toto jméno dvakrát</translation>
        </message>
        <message>
            <source>character {number}</source>
            <translation>postava {number}</translation>
        </message>
        <message>
            <source>character {number} ('{name}')</source>
            <translation>postava {number} („{name}“)</translation>
        </message>
        <message>
            <source>{where}: field 'system' must be one of {names}, not {system}</source>
            <translation>{where}: pole „system“ musí být jedno z {names}, ne {system}</translation>
        </message>
        <message>
            <source>field '{key}' must map rule systems ({names}) to objects</source>
            <translation>pole „{key}“ musí přiřazovat systémům pravidel ({names}) objekty</translation>
        </message>
        <message>
            <source>field '{key}': the value for {system} must be an object</source>
            <translation>pole „{key}“: hodnota pro {system} musí být objekt</translation>
        </message>
        <message>
            <source>field '{key}', {system}: {error}</source>
            <translation>pole „{key}“, {system}: {error}</translation>
        </message>
        <message>
            <source>{where}: field 'portrait' must be an object with base64 'data'</source>
            <translation>{where}: pole „portrait“ musí být objekt s „data“ v base64</translation>
        </message>
        <message>
            <source>{where}: field 'portrait' is not valid base64</source>
            <translation>{where}: pole „portrait“ není platné base64</translation>
        </message>
        <message>
            <source>the portrait</source>
            <translation>portrét</translation>
        </message>
        <message>
            <source>{where}: field 'portrait': {error}</source>
            <translation>{where}: pole „portrait“: {error}</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>{path}: not a file (a device or a pipe)</source>
            <translation>{path}: není soubor (je to zařízení nebo roura)</translation>
        </message>
        <message>
            <source>{path}: too large for a Card Desk file (over {megabytes} MB)</source>
            <translation>{path}: na soubor Card Desk je příliš velký (přes {megabytes} MB)</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: takový soubor neexistuje</translation>
        </message>
        <message>
            <source>{path}: is a folder, not a file</source>
            <translation>{path}: je složka, ne soubor</translation>
        </message>
        <message>
            <source>{path}: not allowed to read it</source>
            <translation>{path}: chybí oprávnění ke čtení</translation>
        </message>
        <message>
            <source>{path}: not a text file (JSON must be UTF-8)</source>
            <translation>{path}: není textový soubor (JSON musí být v UTF-8)</translation>
        </message>
        <message>
            <source>{path}: cannot read it ({reason})</source>
            <translation>{path}: nelze přečíst ({reason})</translation>
        </message>
        <message>
            <source>{path}: cannot write it ({reason})</source>
            <translation>{path}: nelze zapsat ({reason})</translation>
        </message>
    </context>
    <context>
        <name>FounderCard</name>
        <message>
            <source>Click, or press {key}, to lead the next check</source>
            <translation>Kliknutím nebo klávesou {key} zvolíte, kdo hází další zkoušku</translation>
        </message>
        <message numerus="yes">
            <source>%n adversity</source>
            <translation>
                <numerusform>Nepřízeň: %n</numerusform>
                <numerusform>Nepřízeň: %n</numerusform>
                <numerusform>Nepřízeň: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>One Adversity Token fewer</source>
            <translation>O žeton Nepřízně méně</translation>
        </message>
        <message>
            <source>One Adversity Token more</source>
            <translation>O žeton Nepřízně více</translation>
        </message>
        <message>
            <source>Consequences</source>
            <translation>Následky</translation>
        </message>
        <message>
            <source>Add a consequence…</source>
            <translation>Přidat následek…</translation>
        </message>
        <message>
            <source>Remove {tag}</source>
            <translation>Odebrat {tag}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Traits&lt;/b&gt; {tags}</source>
            <translation>&lt;b&gt;Rysy&lt;/b&gt; {tags}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Consequences&lt;/b&gt; {tags}</source>
            <translation>&lt;b&gt;Následky&lt;/b&gt; {tags}</translation>
        </message>
    </context>
    <context>
        <name>FounderEditor</name>
        <message>
            <source>Adversity tokens are a whole number from {minimum} to {maximum}.</source>
            <translation>Žetony Nepřízně jsou celé číslo od {minimum} do {maximum}.</translation>
        </message>
        <message>
            <source>Adversity tokens (F-14): the Founder gets one for each failed check and spends them on later rolls, +1 each.</source>
            <translation>Žetony Nepřízně (F-14): Zakladatel dostane jeden za každou nepovedenou zkoušku a utrácí je při dalších hodech, každý za +1.</translation>
        </message>
        <message>
            <source>Traits</source>
            <translation>Rysy</translation>
        </message>
        <message>
            <source>Traits (F-01): one or two descriptive words with a score, set at creation and development. They stay with the Founder from scene to scene (F-32).</source>
            <translation>Rysy (F-01): jedno či dvě popisná slova s hodnotou, daná při tvorbě a vývoji postavy. Zůstávají Zakladateli ze scény do scény (F-32).</translation>
        </message>
        <message>
            <source>Raise trait '{name}' to {value}</source>
            <translation>Zvýšit rys „{name}“ na {value}</translation>
        </message>
        <message>
            <source>Lower trait '{name}' to {value}</source>
            <translation>Snížit rys „{name}“ na {value}</translation>
        </message>
        <message>
            <source>Consequences</source>
            <translation>Následky</translation>
        </message>
        <message>
            <source>Consequences (F-01): tags that result from the Founder's actions. Like traits they have a score and stay with the Founder (F-32).</source>
            <translation>Následky (F-01): štítky, které plynou z činů Zakladatele. Stejně jako rysy mají hodnotu a zůstávají Zakladateli (F-32).</translation>
        </message>
        <message>
            <source>Raise consequence '{name}' to {value}</source>
            <translation>Zvýšit následek „{name}“ na {value}</translation>
        </message>
        <message>
            <source>Lower consequence '{name}' to {value}</source>
            <translation>Snížit následek „{name}“ na {value}</translation>
        </message>
        <message>
            <source>&amp;Adversity tokens</source>
            <translation>Žetony &amp;Nepřízně</translation>
        </message>
        <message>
            <source>Set adversity tokens to {count}</source>
            <translation>Nastavit žetony Nepřízně na {count}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Název</translation>
        </message>
        <message>
            <source>One or two words, e.g. Engineer or Clever</source>
            <translation>Jedno či dvě slova, např. Inženýr nebo Chytrý</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Hodnota</translation>
        </message>
        <message>
            <source>Score (F-01): added to a check when the tag helps, subtracted when it hinders (F-10).</source>
            <translation>Hodnota (F-01): přičte se ke zkoušce, když štítek pomáhá, a odečte, když překáží (F-10).</translation>
        </message>
        <message>
            <source>A score is a whole number from {minimum} to {maximum} (F-01).</source>
            <translation>Hodnota je celé číslo od {minimum} do {maximum} (F-01).</translation>
        </message>
        <message>
            <source>trait</source>
            <translation>rys</translation>
        </message>
        <message>
            <source>New trait, e.g. Engineer</source>
            <translation>Nový rys, např. Inženýr</translation>
        </message>
        <message>
            <source>No traits yet: type one below and press Enter.</source>
            <translation>Zatím žádné rysy: napište jeden níže a stiskněte Enter.</translation>
        </message>
        <message>
            <source>This Founder already has the trait '{name}'.</source>
            <translation>Tento Zakladatel už rys „{name}“ má.</translation>
        </message>
        <message>
            <source>consequence</source>
            <translation>následek</translation>
        </message>
        <message>
            <source>New consequence, e.g. Wounded</source>
            <translation>Nový následek, např. Zraněný</translation>
        </message>
        <message>
            <source>No consequences yet: they come from the Founder's actions.</source>
            <translation>Zatím žádné následky: vznikají z činů Zakladatele.</translation>
        </message>
        <message>
            <source>This Founder already has the consequence '{name}'.</source>
            <translation>Tento Zakladatel už následek „{name}“ má.</translation>
        </message>
    </context>
    <context>
        <name>FoundersCheck</name>
        <message>
            <source>the scores of the helping (+) and hindering (-) tags (rule F-10)</source>
            <translation>hodnoty pomáhajících (+) a překážejících (-) štítků (pravidlo F-10)</translation>
        </message>
        <message>
            <source>Easy 4, Normal 7 (the default), Hard 10, Very Hard 13, or a number (rule F-13)</source>
            <translation>easy 4 (snadná), normal 7 (běžná, výchozí), hard 10 (těžká), very-hard 13 (velmi těžká) nebo číslo (pravidlo F-13)</translation>
        </message>
        <message>
            <source>the two faces rolled at the table; without it, roll them</source>
            <translation>dvě čísla hozená u stolu; bez této volby je hodí program</translation>
        </message>
        <message>
            <source>take the risky reroll: its faces, or none to roll them; refused unless the first roll fails before adversity tokens (rule F-15)</source>
            <translation>riskantní manévr: jeho čísla, nebo nic, aby se hodila; odmítne se, pokud první hod bez žetonů Nepřízně neselhává (pravidlo F-15)</translation>
        </message>
        <message>
            <source>adversity tokens spent, +1 each (rule F-14)</source>
            <translation>utracené žetony Nepřízně, každý +1 (pravidlo F-14)</translation>
        </message>
        <message>
            <source>one assisting Founder: +2 with a relevant tag, +1 otherwise; repeat for each (rule F-20)</source>
            <translation>jeden pomáhající Zakladatel: +2 s vhodným štítkem, jinak +1; opakujte pro každého (pravidlo F-20)</translation>
        </message>
        <message>
            <source>the check creates a circumstance: report its value on a success (rules F-30, F-31)</source>
            <translation>zkouška vytváří okolnost: při úspěchu vypíše její hodnotu (pravidla F-30, F-31)</translation>
        </message>
        <message>
            <source>seed for rolled dice, to repeat a roll</source>
            <translation>semínko pro házené kostky, aby šel hod zopakovat</translation>
        </message>
        <message numerus="yes">
            <source>--tags: %n tag scores; one check takes at most {most}</source>
            <translation>
                <numerusform>--tags: %n hodnota štítku; jedna zkouška jich bere nejvýš {most}</numerusform>
                <numerusform>--tags: %n hodnoty štítků; jedna zkouška jich bere nejvýš {most}</numerusform>
                <numerusform>--tags: %n hodnot štítků; jedna zkouška jich bere nejvýš {most}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a number of %n digit(s)</source>
            <translation>
                <numerusform>číslo o %n číslici</numerusform>
                <numerusform>číslo o %n číslicích</numerusform>
                <numerusform>číslo o %n číslicích</numerusform>
            </translation>
        </message>
        <message>
            <source>--tags: '{token}' is not a tag score: write signed whole numbers such as +2 +1 -1 (+ helps, - hinders)</source>
            <translation>--tags: „{token}“ není hodnota štítku: pište celá čísla se znaménkem, např. +2 +1 -1 (+ pomáhá, - překáží)</translation>
        </message>
        <message>
            <source>--tags: a tag score</source>
            <translation>--tags: hodnota štítku</translation>
        </message>
        <message numerus="yes">
            <source>%n face(s) given, but a roll is two dice: write them such as 3 4</source>
            <translation>
                <numerusform>zadáno %n číslo, ale hod jsou dvě kostky: napište je např. jako 3 4</numerusform>
                <numerusform>zadána %n čísla, ale hod jsou dvě kostky: napište je např. jako 3 4</numerusform>
                <numerusform>zadáno %n čísel, ale hod jsou dvě kostky: napište je např. jako 3 4</numerusform>
            </translation>
        </message>
        <message>
            <source>{option}: {problem}</source>
            <translation>{option}: {problem}</translation>
        </message>
        <message>
            <source>with the risky reroll taken on every roll that fails before tokens: {percent} success (rule F-15)</source>
            <translation>s riskantním manévrem při každém hodu, který bez žetonů selhává: úspěch {percent} (pravidlo F-15)</translation>
        </message>
        <message>
            <source>success</source>
            <translation>úspěch</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>neúspěch</translation>
        </message>
        <message>
            <source>snake eyes</source>
            <translation>hadí oči</translation>
        </message>
        <message>
            <source>boxcars</source>
            <translation>dvě šestky</translation>
        </message>
    </context>
    <context>
        <name>FoundersDriver</name>
        <message>
            <source>a Founders session's setup needs its scenario and mirror mode</source>
            <translation>příprava sezení Zakladatelů potřebuje scénář a režim zrcadlení</translation>
        </message>
        <message>
            <source>choose at least one Founder to play</source>
            <translation>vyberte ke hře aspoň jednoho Zakladatele</translation>
        </message>
        <message>
            <source>{name}'s dice are waiting: take the check or the risky reroll first (Ctrl+Z takes the roll back)</source>
            <translation>kostky – {name} – čekají: nejdřív přijměte zkoušku, nebo zvolte riskantní manévr (Ctrl+Z vezme hod zpět)</translation>
        </message>
        <message>
            <source>no risky reroll: roll a check first</source>
            <translation>riskantní manévr nelze: nejdřív hoďte zkoušku</translation>
        </message>
        <message>
            <source>{name} has already taken the risky reroll (rule F-15)</source>
            <translation>{name}: riskantní manévr už byl využit (pravidlo F-15)</translation>
        </message>
        <message>
            <source>no risky reroll: {name}'s check does not fail before adversity tokens (rule F-15)</source>
            <translation>riskantní manévr nelze: zkouška – {name} – bez žetonů Nepřízně neselhává (pravidlo F-15)</translation>
        </message>
        <message>
            <source>no check to take: roll a check first</source>
            <translation>není co přijmout: nejdřív hoďte zkoušku</translation>
        </message>
        <message>
            <source>say what changes on '{name}': its name, its value or both</source>
            <translation>řekněte, co se na „{name}“ mění: název, hodnota, nebo obojí</translation>
        </message>
        <message>
            <source>there is no contest under way</source>
            <translation>neprobíhá žádný střet</translation>
        </message>
        <message>
            <source>dice</source>
            <translation>kostky</translation>
        </message>
        <message>
            <source>{what}: type the two faces rolled at the table, such as 3 4</source>
            <translation>{what}: zadejte dvě čísla hozená u stolu, např. 3 4</translation>
        </message>
        <message>
            <source>the check</source>
            <translation>zkouška</translation>
        </message>
        <message>
            <source>{owner}: {field} must be a list of tag names</source>
            <translation>{owner}: {field} musí být seznam názvů štítků</translation>
        </message>
        <message>
            <source>'{name}' cannot both help and hinder {owner}</source>
            <translation>„{name}“ nemůže zároveň pomáhat i překážet ({owner})</translation>
        </message>
        <message>
            <source>'{name}' counts only once in {owner}</source>
            <translation>„{name}“ se počítá jen jednou ({owner})</translation>
        </message>
        <message>
            <source>{owner}: {problem}</source>
            <translation>{owner}: {problem}</translation>
        </message>
        <message>
            <source>there is no tag '{name}', and scene '{scene}' has no such circumstance</source>
            <translation>štítek „{name}“ neexistuje a scéna „{scene}“ takovou okolnost nemá</translation>
        </message>
        <message>
            <source>{founder} has no tag '{name}', and scene '{scene}' has no such circumstance</source>
            <translation>{founder} nemá štítek „{name}“ a scéna „{scene}“ takovou okolnost nemá</translation>
        </message>
        <message>
            <source>the challenger's roll</source>
            <translation>hod vyzyvatele</translation>
        </message>
        <message>
            <source>the defender's roll</source>
            <translation>hod obránce</translation>
        </message>
        <message>
            <source>field '{field}' must be a name, not {value}</source>
            <translation>pole „{field}“ musí být název, ne {value}</translation>
        </message>
        <message>
            <source>field '{field}' must be a whole number of at least {minimum}, not {value}</source>
            <translation>pole „{field}“ musí být celé číslo aspoň {minimum}, ne {value}</translation>
        </message>
    </context>
    <context>
        <name>FoundersKeys</name>
        <message>
            <source>E</source>
            <translation>S</translation>
        </message>
        <message>
            <source>N</source>
            <translation>B</translation>
        </message>
        <message>
            <source>H</source>
            <translation>T</translation>
        </message>
        <message>
            <source>V</source>
            <translation>V</translation>
        </message>
        <message>
            <source>R</source>
            <translation>R</translation>
        </message>
        <message>
            <source>A</source>
            <translation>N</translation>
        </message>
        <message>
            <source>S</source>
            <translation>Z</translation>
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
            <translation>Žetony Nepřízně</translation>
        </message>
        <message>
            <source>Trait</source>
            <translation>Rys</translation>
        </message>
        <message>
            <source>Consequence</source>
            <translation>Následek</translation>
        </message>
        <message>
            <source>Lead a check: which of your traits help?</source>
            <translation>Vést zkoušku: které vaše vlastnosti pomáhají?</translation>
        </message>
        <message>
            <source>Ask the game master to roll</source>
            <translation>Požádat vypravěče o hod</translation>
        </message>
        <message>
            <source>{founder} asks to lead a check</source>
            <translation>{founder} žádá o vedení zkoušky</translation>
        </message>
        <message>
            <source>{founder} asks to lead a check helped by {traits}</source>
            <translation>{founder} žádá o vedení zkoušky, pomáhá: {traits}</translation>
        </message>
    </context>
    <context>
        <name>FoundersPublic</name>
        <message>
            <source>Scene</source>
            <translation>Scéna</translation>
        </message>
        <message>
            <source>Circumstances</source>
            <translation>Okolnosti</translation>
        </message>
        <message>
            <source>Suspicion</source>
            <translation>Podezření</translation>
        </message>
    </context>
    <context>
        <name>FoundersRules</name>
        <message>
            <source>dice</source>
            <translation>kostky</translation>
        </message>
        <message>
            <source>{what}: a roll is two d6, so give two faces such as 3 4, not {count}</source>
            <translation>{what}: hod jsou dvě k6, zadejte tedy dvě čísla, např. 3 4, ne {count}</translation>
        </message>
        <message>
            <source>{what}: a d6 cannot show {face}: faces run from 1 to 6</source>
            <translation>{what}: k6 nemůže ukázat {face}: čísla jsou od 1 do 6</translation>
        </message>
        <message>
            <source>a difficulty is a whole number from 1 to {maximum}, not {number}</source>
            <translation>obtížnost je celé číslo od 1 do {maximum}, ne {number}</translation>
        </message>
        <message>
            <source>unknown difficulty '{text}': use easy, normal, hard, very-hard or a whole number from 1 to {maximum}</source>
            <translation>neznámá obtížnost „{text}“: použijte easy, normal, hard, very-hard nebo celé číslo od 1 do {maximum}</translation>
        </message>
        <message>
            <source>Easy {value}</source>
            <translation>Snadná {value}</translation>
        </message>
        <message>
            <source>Normal {value}</source>
            <translation>Běžná {value}</translation>
        </message>
        <message>
            <source>Hard {value}</source>
            <translation>Těžká {value}</translation>
        </message>
        <message>
            <source>Very Hard {value}</source>
            <translation>Velmi těžká {value}</translation>
        </message>
        <message>
            <source>must be true or false, not {value}</source>
            <translation>musí být true nebo false, ne {value}</translation>
        </message>
        <message>
            <source>an assist is 'relevant' (+2) or 'plain' (+1), not '{word}'</source>
            <translation>pomoc je „relevant“ (+2) nebo „plain“ (+1), ne „{word}“</translation>
        </message>
        <message>
            <source>risky reroll</source>
            <translation>riskantní manévr</translation>
        </message>
        <message>
            <source>snake eyes fail whatever is added: the adversity tokens are kept (rule F-11)</source>
            <translation>hadí oči selžou, ať se přičte cokoli: žetony Nepřízně zůstávají (pravidlo F-11)</translation>
        </message>
        <message>
            <source>no risky reroll: {dice} is boxcars, an automatic success (rule F-15)</source>
            <translation>riskantní manévr nelze: {dice} jsou dvě šestky, automatický úspěch (pravidlo F-15)</translation>
        </message>
        <message>
            <source>no risky reroll: {dice} with {modifiers} makes {total}, which already meets {difficulty} before adversity tokens (rule F-15)</source>
            <translation>riskantní manévr nelze: {dice} s {modifiers} dává {total}, což už bez žetonů Nepřízně splňuje obtížnost {difficulty} (pravidlo F-15)</translation>
        </message>
        <message>
            <source>the Director</source>
            <translation>Režisér</translation>
        </message>
        <message>
            <source>{first} {first_total} vs {second} {second_total}</source>
            <translation>{first} {first_total} proti {second} {second_total}</translation>
        </message>
        <message>
            <source>{line}: the Director to move</source>
            <translation>{line}: na tahu je Režisér</translation>
        </message>
        <message>
            <source>{line}: {name} to move</source>
            <translation>{line}: na tahu je {name}</translation>
        </message>
        <message>
            <source>{line}: a tie, nobody wins</source>
            <translation>{line}: nerozhodně, nikdo nevyhrává</translation>
        </message>
        <message>
            <source>{line}: {name} wins</source>
            <translation>{line}: vítězí {name}</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>zatím nikdo</translation>
        </message>
        <message>
            <source>no Founder '{name}' in this scenario (Founders: {names})</source>
            <translation>v tomto scénáři není Zakladatel „{name}“ (Zakladatelé: {names})</translation>
        </message>
        <message>
            <source>a contest is under way ({contest}): finish or end it before you start a new scenario</source>
            <translation>probíhá střet ({contest}): dohrajte ho nebo ukončete, než začnete nový scénář</translation>
        </message>
        <message>
            <source>a contest is under way ({contest}): finish or end it before you move to the next scene</source>
            <translation>probíhá střet ({contest}): dohrajte ho nebo ukončete, než přejdete k další scéně</translation>
        </message>
        <message>
            <source>a contest is under way ({contest}): finish or end it before you make a check</source>
            <translation>probíhá střet ({contest}): dohrajte ho nebo ukončete, než hodíte zkoušku</translation>
        </message>
        <message>
            <source>name the circumstance this check creates or adds to (rule F-30)</source>
            <translation>pojmenujte okolnost, kterou tato zkouška vytváří nebo posiluje (pravidlo F-30)</translation>
        </message>
        <message>
            <source>'{name}': only a circumstance-creating check makes a circumstance</source>
            <translation>„{name}“: okolnost vytváří jen zkouška, která okolnost vytváří</translation>
        </message>
        <message>
            <source>'{name}' hinders the Founders: a Founder's check can only create or add to a circumstance that helps them (rule F-31)</source>
            <translation>„{name}“ Zakladatelům překáží: zkouška Zakladatele může vytvořit nebo posílit jen okolnost, která jim pomáhá (pravidlo F-31)</translation>
        </message>
        <message>
            <source>snake eyes fail whatever is added: {name} keeps the adversity tokens (rule F-11)</source>
            <translation>hadí oči selžou, ať se přičte cokoli: {name} si žetony Nepřízně ponechává (pravidlo F-11)</translation>
        </message>
        <message>
            <source>a contest is under way ({contest}): finish or end it before you start another contest</source>
            <translation>probíhá střet ({contest}): dohrajte ho nebo ukončete, než začnete další střet</translation>
        </message>
        <message>
            <source>a contest needs a Founder on at least one side</source>
            <translation>střet potřebuje Zakladatele aspoň na jedné straně</translation>
        </message>
        <message>
            <source>{name} cannot contest against themself</source>
            <translation>{name} nemůže být ve střetu na obou stranách</translation>
        </message>
        <message>
            <source>the Director's reroll</source>
            <translation>Režisérův nový hod</translation>
        </message>
        <message>
            <source>there is no contest to end</source>
            <translation>není žádný střet k ukončení</translation>
        </message>
        <message>
            <source>name the Founder who assists (rule F-20)</source>
            <translation>uveďte Zakladatele, který pomáhá (pravidlo F-20)</translation>
        </message>
        <message>
            <source>{name} rolls in this, so cannot also assist</source>
            <translation>{name} v tom hází, a tak nemůže zároveň pomáhat</translation>
        </message>
        <message>
            <source>{name} can assist only once</source>
            <translation>{name} může pomoci jen jednou</translation>
        </message>
        <message>
            <source>there is no contest under way</source>
            <translation>neprobíhá žádný střet</translation>
        </message>
        <message>
            <source>must be null when a session starts</source>
            <translation>musí být null, když sezení začíná</translation>
        </message>
        <message>
            <source>the Director's dice</source>
            <translation>Režisérovy kostky</translation>
        </message>
        <message>
            <source>{name}'s dice</source>
            <translation>kostky – {name}</translation>
        </message>
        <message>
            <source>it is {name}'s turn: only the Director rerolls with Suspicion Points (rule F-16)</source>
            <translation>na tahu je {name}: za body Podezření hází znovu jen Režisér (pravidlo F-16)</translation>
        </message>
        <message>
            <source>the Director has no Suspicion Point left to reroll with (rule F-16)</source>
            <translation>Režisérovi nezbyl žádný bod Podezření na nový hod (pravidlo F-16)</translation>
        </message>
        <message>
            <source>it is the Director's turn: only Founders spend adversity tokens</source>
            <translation>na tahu je Režisér: žetony Nepřízně utrácejí jen Zakladatelé</translation>
        </message>
        <message>
            <source>it is the Director's turn: only Founders take a risky reroll</source>
            <translation>na tahu je Režisér: riskantní manévr volí jen Zakladatelé</translation>
        </message>
        <message>
            <source>{name} has no adversity token to spend (rule F-14)</source>
            <translation>{name} nemá žádný žeton Nepřízně k utracení (pravidlo F-14)</translation>
        </message>
        <message>
            <source>{name} has already taken the risky reroll in this contest (rule F-15)</source>
            <translation>{name}: riskantní manévr už byl v tomto střetu využit (pravidlo F-15)</translation>
        </message>
        <message>
            <source>{name} has spent adversity tokens: the risky reroll comes before them (rule F-15)</source>
            <translation>{name}: žetony Nepřízně už byly utraceny, a riskantní manévr přichází před nimi (pravidlo F-15)</translation>
        </message>
        <message>
            <source>{name} is not losing: the risky reroll is only for a roll that would fail (rule F-15)</source>
            <translation>{name} neprohrává: riskantní manévr je jen pro hod, který by selhal (pravidlo F-15)</translation>
        </message>
        <message>
            <source>{owner}: {field} {problem}</source>
            <translation>{owner}: {field} {problem}</translation>
        </message>
        <message>
            <source>{owner}: {problem}</source>
            <translation>{owner}: {problem}</translation>
        </message>
        <message>
            <source>{owner} {problem}</source>
            <translation>{owner} {problem}</translation>
        </message>
        <message>
            <source>must be 'good' or 'bad', not {value}</source>
            <translation>musí být „good“ nebo „bad“, ne {value}</translation>
        </message>
        <message>
            <source>{name} already has the consequence '{tag}'</source>
            <translation>{name} už má následek „{tag}“</translation>
        </message>
        <message>
            <source>{name} has no consequence '{tag}' ({listing})</source>
            <translation>{name} nemá následek „{tag}“ ({listing})</translation>
        </message>
        <message numerus="yes">
            <source>{name} has %n adversity token(s): cannot spend {count}</source>
            <translation>
                <numerusform>{name} má %n žeton Nepřízně: nemůže utratit {count}</numerusform>
                <numerusform>{name} má %n žetony Nepřízně: nemůže utratit {count}</numerusform>
                <numerusform>{name} má %n žetonů Nepřízně: nemůže utratit {count}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the Director has %n suspicion point(s): cannot spend {count}</source>
            <translation>
                <numerusform>Režisér má %n bod Podezření: nemůže utratit {count}</numerusform>
                <numerusform>Režisér má %n body Podezření: nemůže utratit {count}</numerusform>
                <numerusform>Režisér má %n bodů Podezření: nemůže utratit {count}</numerusform>
            </translation>
        </message>
        <message>
            <source>scene '{scene}' has no circumstance '{name}' ({listing})</source>
            <translation>scéna „{scene}“ nemá okolnost „{name}“ ({listing})</translation>
        </message>
        <message>
            <source>scene '{scene}' already has the circumstance '{name}'</source>
            <translation>scéna „{scene}“ už má okolnost „{name}“</translation>
        </message>
        <message>
            <source>it has none</source>
            <translation>nemá žádné</translation>
        </message>
        <message>
            <source>it has: {names}</source>
            <translation>má: {names}</translation>
        </message>
        <message>
            <source>the Director's side</source>
            <translation>strana Režiséra</translation>
        </message>
        <message>
            <source>founder</source>
            <translation>zakladatel</translation>
        </message>
        <message>
            <source>tag</source>
            <translation>štítek</translation>
        </message>
        <message>
            <source>circumstance</source>
            <translation>okolnost</translation>
        </message>
        <message>
            <source>scene</source>
            <translation>scéna</translation>
        </message>
        <message>
            <source>director</source>
            <translation>režisér</translation>
        </message>
        <message>
            <source>scenario</source>
            <translation>scénář</translation>
        </message>
        <message>
            <source>assist</source>
            <translation>pomoc</translation>
        </message>
        <message>
            <source>check</source>
            <translation>zkouška</translation>
        </message>
        <message>
            <source>contest</source>
            <translation>střet</translation>
        </message>
        <message>
            <source>party</source>
            <translation>strana</translation>
        </message>
        <message>
            <source>turn</source>
            <translation>tah</translation>
        </message>
        <message>
            <source>side</source>
            <translation>strana</translation>
        </message>
        <message>
            <source>modifiers</source>
            <translation>modifikátory</translation>
        </message>
        <message>
            <source>must be text, not {value}</source>
            <translation>musí být text, ne {value}</translation>
        </message>
        <message>
            <source>must not be empty</source>
            <translation>nesmí být prázdné</translation>
        </message>
        <message>
            <source>a number with more than 12 digits</source>
            <translation>číslo s více než 12 číslicemi</translation>
        </message>
        <message>
            <source>must be a whole number from {minimum} to {maximum}, not {value}</source>
            <translation>musí být celé číslo od {minimum} do {maximum}, ne {value}</translation>
        </message>
        <message>
            <source>must be a list, not {value}</source>
            <translation>musí být seznam, ne {value}</translation>
        </message>
        <message>
            <source>must be {what}, not {value}</source>
            <translation>musí být {what}, ne {value}</translation>
        </message>
        <message>
            <source>repeats the name '{name}'</source>
            <translation>opakuje název „{name}“</translation>
        </message>
    </context>
    <context>
        <name>FoundersScreen</name>
        <message>
            <source>Chec&amp;k</source>
            <translation>&amp;Zkouška</translation>
        </message>
        <message>
            <source>Con&amp;test</source>
            <translation>&amp;Střet</translation>
        </message>
        <message>
            <source>End scene…</source>
            <translation>Ukončit scénu…</translation>
        </message>
        <message>
            <source>The scene's circumstances end with it (F-32); Founders keep their tokens</source>
            <translation>Okolnosti scény končí s ní (F-32); Zakladatelé si žetony ponechají</translation>
        </message>
        <message>
            <source>+ Circumstance…</source>
            <translation>+ Okolnost…</translation>
        </message>
        <message>
            <source>A new index card on the scene (F-02)</source>
            <translation>Nová kartička na scéně (F-02)</translation>
        </message>
        <message>
            <source>New scenario…</source>
            <translation>Nový scénář…</translation>
        </message>
        <message>
            <source>The Director starts again with one Suspicion Point per two Founders (F-17)</source>
            <translation>Režisér začíná znovu s jedním bodem Podezření na dva Zakladatele (F-17)</translation>
        </message>
        <message>
            <source>Director</source>
            <translation>Režisér</translation>
        </message>
        <message numerus="yes">
            <source>%n suspicion</source>
            <translation>
                <numerusform>Podezření: %n</numerusform>
                <numerusform>Podezření: %n</numerusform>
                <numerusform>Podezření: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>One Suspicion Point fewer</source>
            <translation>O bod Podezření méně</translation>
        </message>
        <message>
            <source>One Suspicion Point more</source>
            <translation>O bod Podezření více</translation>
        </message>
        <message>
            <source>Complication…</source>
            <translation>Komplikace…</translation>
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point on a new bad circumstance (F-16)</source>
            <translation>Režisér utratí 1 bod Podezření za novou špatnou okolnost (F-16)</translation>
        </message>
        <message>
            <source>No circumstances on this scene yet.</source>
            <translation>Na této scéně zatím nejsou žádné okolnosti.</translation>
        </message>
        <message>
            <source>Scene: {name}</source>
            <translation>Scéna: {name}</translation>
        </message>
        <message>
            <source>New Circumstance</source>
            <translation>Nová okolnost</translation>
        </message>
        <message>
            <source>An index card on the scene, for everyone to see (F-02).</source>
            <translation>Kartička na scéně, aby ji všichni viděli (F-02).</translation>
        </message>
        <message>
            <source>&amp;Value</source>
            <translation>&amp;Hodnota</translation>
        </message>
        <message>
            <source>The Director spends one Suspicion Point per point of its value on a new bad circumstance (F-16).</source>
            <translation>Režisér utratí za novou špatnou okolnost jeden bod Podezření za každý bod její hodnoty (F-16).</translation>
        </message>
        <message>
            <source>Complication</source>
            <translation>Komplikace</translation>
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point on a new bad circumstance (F-16).</source>
            <translation>Režisér utratí 1 bod Podezření za novou špatnou okolnost (F-16).</translation>
        </message>
        <message>
            <source>type the real dice, then Enter (Space goes to the field) · Space take</source>
            <translation>napište čísla na skutečných kostkách, pak Enter (mezerník skočí do pole) · mezerník přijmout</translation>
        </message>
        <message>
            <source>Space roll, take</source>
            <translation>mezerník hodit, přijmout</translation>
        </message>
        <message>
            <source>Keys: {first} (or press the button reached with Tab) · {risky} risky reroll · +/− adversity to spend · 1–9 leader · {easy} {normal} {hard} {very_hard} difficulty · Backspace clear the check · contest: {adversity} adversity, {suspicion} suspicion, {pass} pass · Alt+K check, Alt+T contest · Ctrl+Z undo, Ctrl+Shift+Z redo</source>
            <translation>Klávesy: {first} (nebo stisknout tlačítko vybrané Tabem) · {risky} riskantní manévr · +/− nepřízeň k utracení · 1–9 kdo hází · {easy} {normal} {hard} {very_hard} obtížnost · Backspace vymazat zkoušku · střet: {adversity} nepřízeň, {suspicion} hází znovu, {pass} pas · Alt+Z zkouška, Alt+S střet · Ctrl+Z zpět, Ctrl+Shift+Z znovu</translation>
        </message>
        <message>
            <source>Rename Circumstance</source>
            <translation>Přejmenovat okolnost</translation>
        </message>
        <message>
            <source>End the Scene</source>
            <translation>Ukončit scénu</translation>
        </message>
        <message numerus="yes">
            <source>“{scene}” ends, and its %n circumstance(s) with it (F-32). Founders keep their traits, consequences and Adversity Tokens; the Director keeps his Suspicion Points. The next scene:</source>
            <translation>
                <numerusform>Scéna „{scene}“ končí a s ní i její %n okolnost (F-32). Zakladatelé si ponechají rysy, následky i žetony Nepřízně; Režisér si ponechá body Podezření. Další scéna:</numerusform>
                <numerusform>Scéna „{scene}“ končí a s ní i její %n okolnosti (F-32). Zakladatelé si ponechají rysy, následky i žetony Nepřízně; Režisér si ponechá body Podezření. Další scéna:</numerusform>
                <numerusform>Scéna „{scene}“ končí a s ní i jejích %n okolností (F-32). Zakladatelé si ponechají rysy, následky i žetony Nepřízně; Režisér si ponechá body Podezření. Další scéna:</numerusform>
            </translation>
        </message>
        <message>
            <source>New Scenario</source>
            <translation>Nový scénář</translation>
        </message>
        <message>
            <source>A new scenario begins: the Director's Suspicion Points start again at {points} (one per two Founders, rounded up), and the scene's circumstances end. Founders keep their traits, consequences and Adversity Tokens. Its first scene:</source>
            <translation>Začíná nový scénář: Režisérovy body Podezření začínají znovu na {points} (jeden na dva Zakladatele, zaokrouhleno nahoru) a okolnosti scény končí. Zakladatelé si ponechají rysy, následky i žetony Nepřízně. Jeho první scéna:</translation>
        </message>
        <message>
            <source>Scene 1</source>
            <translation>Scéna 1</translation>
        </message>
        <message>
            <source>New Consequence for {name}</source>
            <translation>Nový následek: {name}</translation>
        </message>
        <message>
            <source>A tag that results from the Founder's actions and stays with them (F-01).</source>
            <translation>Štítek, který plyne z činů Zakladatele a zůstává mu (F-01).</translation>
        </message>
        <message>
            <source>&amp;Score</source>
            <translation>&amp;Hodnota</translation>
        </message>
    </context>
    <context>
        <name>FoundersView</name>
        <message>
            <source>Scene {number}</source>
            <translation>Scéna {number}</translation>
        </message>
        <message>
            <source>the Director's snake eyes</source>
            <translation>Hadí oči (Režisér)</translation>
        </message>
        <message>
            <source>the Director's boxcars</source>
            <translation>Dvě šestky (Režisér)</translation>
        </message>
        <message>
            <source>{name}'s snake eyes</source>
            <translation>Hadí oči ({name})</translation>
        </message>
        <message>
            <source>{name}'s boxcars</source>
            <translation>Dvě šestky ({name})</translation>
        </message>
    </context>
    <context>
        <name>HandPanel</name>
        <message>
            <source>Deal the &amp;new hand</source>
            <translation>Rozdat novo&amp;u ruku</translation>
        </message>
        <message>
            <source>spell, e.g. Ward</source>
            <translation>kouzlo, např. Ochrana</translation>
        </message>
        <message>
            <source>level </source>
            <translation>úroveň </translation>
        </message>
        <message>
            <source>cards drawn or lost</source>
            <translation>tažené nebo ztracené karty</translation>
        </message>
        <message>
            <source>&amp;Bless</source>
            <translation>&amp;Požehnat</translation>
        </message>
        <message>
            <source>Cu&amp;rse</source>
            <translation>Prokl&amp;ít</translation>
        </message>
        <message>
            <source>Spell:</source>
            <translation>Kouzlo:</translation>
        </message>
        <message>
            <source>{name} holds no hand at this table: every test draws from the deck.</source>
            <translation>{name} u tohoto stolu nedrží ruku: každá zkouška táhne z balíčku.</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand: %n card(s) · size {size} ({start}, luck {luck}){spells}</source>
            <translation>
                <numerusform>Ruka ({name}): %n karta · velikost {size} ({start}, štěstí {luck}){spells}</numerusform>
                <numerusform>Ruka ({name}): %n karty · velikost {size} ({start}, štěstí {luck}){spells}</numerusform>
                <numerusform>Ruka ({name}): %n karet · velikost {size} ({start}, štěstí {luck}){spells}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the %n card(s) dealt, e.g. {cards} or {typed} …</source>
            <translation>
                <numerusform>%n rozdaná karta, např. {cards} nebo {typed} …</numerusform>
                <numerusform>%n rozdané karty, např. {cards} nebo {typed} …</numerusform>
                <numerusform>%n rozdaných karet, např. {cards} nebo {typed} …</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A hand is refilled to %n card(s) once it is empty (rule U-21)</source>
            <translation>
                <numerusform>Ruka se doplní na %n kartu, až bude prázdná (pravidlo U-21)</numerusform>
                <numerusform>Ruka se doplní na %n karty, až bude prázdná (pravidlo U-21)</numerusform>
                <numerusform>Ruka se doplní na %n karet, až bude prázdná (pravidlo U-21)</numerusform>
            </translation>
        </message>
        <message>
            <source>On {name}'s sheet: {spells}. Apply them here once the hand is dealt.</source>
            <translation>V deníku postavy {name}: {spells}. Až bude ruka rozdaná, použijte je tady.</translation>
        </message>
    </context>
    <context>
        <name>HistoryBox</name>
        <message>
            <source>History</source>
            <translation>Historie</translation>
        </message>
        <message>
            <source>Which actions the history shows</source>
            <translation>Které akce historie ukazuje</translation>
        </message>
        <message>
            <source>All actions</source>
            <translation>Všechny akce</translation>
        </message>
        <message>
            <source>This scene</source>
            <translation>Tato scéna</translation>
        </message>
    </context>
    <context>
        <name>HistoryPanel</name>
        <message>
            <source>Click to show earlier actions</source>
            <translation>Kliknutím zobrazíte dřívější akce</translation>
        </message>
        <message numerus="yes">
            <source>⋯ %n earlier action(s): click to show them</source>
            <translation>
                <numerusform>⋯ %n dřívější akce: kliknutím ji zobrazíte</numerusform>
                <numerusform>⋯ %n dřívější akce: kliknutím je zobrazíte</numerusform>
                <numerusform>⋯ %n dřívějších akcí: kliknutím je zobrazíte</numerusform>
            </translation>
        </message>
        <message>
            <source>Undone: Ctrl+Shift+Z does it again</source>
            <translation>Vráceno zpět: Ctrl+Shift+Z to provede znovu</translation>
        </message>
    </context>
    <context>
        <name>HistoryWriter</name>
        <message>
            <source>{name} rolls {dice} with {modifiers} for a check to create a circumstance: {standing}</source>
            <translation>{name} hází {dice} s {modifiers} na zkoušku, která vytváří okolnost: {standing}</translation>
        </message>
        <message>
            <source>{name} rolls {dice} with {modifiers} for a check: {standing}</source>
            <translation>{name} hází {dice} s {modifiers} na zkoušku: {standing}</translation>
        </message>
        <message>
            <source>{name} takes the risky reroll: {dice}, {standing}; the Director will gain 1 Suspicion Point (rule F-15)</source>
            <translation>{name} volí riskantní manévr: {dice}, {standing}; Režisér získá 1 bod Podezření (pravidlo F-15)</translation>
        </message>
        <message>
            <source>snake eyes, an automatic failure</source>
            <translation>hadí oči, automatický neúspěch</translation>
        </message>
        <message>
            <source>boxcars, an automatic success</source>
            <translation>dvě šestky, automatický úspěch</translation>
        </message>
        <message>
            <source>succeeds so far</source>
            <translation>zatím uspívá</translation>
        </message>
        <message>
            <source>fails so far</source>
            <translation>zatím selhává</translation>
        </message>
        <message>
            <source>{total} against {difficulty}: {verdict}</source>
            <translation>{total} proti obtížnosti {difficulty}: {verdict}</translation>
        </message>
        <message>
            <source>dice {dice}</source>
            <translation>kostky {dice}</translation>
        </message>
        <message>
            <source>risky reroll {dice}</source>
            <translation>riskantní manévr {dice}</translation>
        </message>
        <message>
            <source>tags {n}</source>
            <translation>štítky {n}</translation>
        </message>
        <message>
            <source>assists {n}</source>
            <translation>pomoc {n}</translation>
        </message>
        <message>
            <source>adversity {n}</source>
            <translation>nepřízeň {n}</translation>
        </message>
        <message>
            <source>{parts} = {total} against {difficulty}: {outcome}</source>
            <translation>{parts} = {total} proti obtížnosti {difficulty}: {outcome}</translation>
        </message>
        <message>
            <source>success</source>
            <translation>úspěch</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>neúspěch</translation>
        </message>
        <message>
            <source> (snake eyes: automatic failure, and a bad circumstance on the scene)</source>
            <translation> (hadí oči: automatický neúspěch a špatná okolnost na scéně)</translation>
        </message>
        <message>
            <source> (boxcars: automatic success, and a good circumstance on the scene)</source>
            <translation> (dvě šestky: automatický úspěch a dobrá okolnost na scéně)</translation>
        </message>
        <message>
            <source>the new circumstance has value {value}</source>
            <translation>nová okolnost má hodnotu {value}</translation>
        </message>
        <message>
            <source>the Founder receives 1 Adversity Token</source>
            <translation>Zakladatel dostává 1 žeton Nepřízně</translation>
        </message>
        <message>
            <source>the Director receives 1 Suspicion Point</source>
            <translation>Režisér dostává 1 bod Podezření</translation>
        </message>
        <message>
            <source>'{name}' is now +{value}</source>
            <translation>„{name}“ má teď +{value}</translation>
        </message>
        <message>
            <source>{name}'s check: {line}</source>
            <translation>Zkouška – {name}: {line}</translation>
        </message>
        <message>
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point on a complication: {card} (rule F-16)</source>
            <translation>Režisér utrácí 1 bod Podezření za komplikaci: {card} (pravidlo F-16)</translation>
        </message>
        <message>
            <source>New circumstance on the scene: {card}</source>
            <translation>Nová okolnost na scéně: {card}</translation>
        </message>
        <message>
            <source>Circumstance {old} is now {new}</source>
            <translation>Okolnost {old} je nyní {new}</translation>
        </message>
        <message>
            <source>Circumstance {card} leaves the scene</source>
            <translation>Okolnost {card} opouští scénu</translation>
        </message>
        <message>
            <source>A new scenario begins with scene '{scene}': the Director's Suspicion Points go from {before} to {after}, one per two Founders (rule F-17)</source>
            <translation>Začíná nový scénář scénou „{scene}“: Režisérovy body Podezření jdou z {before} na {after}, jeden na dva Zakladatele (pravidlo F-17)</translation>
        </message>
        <message>
            <source>The Director's Suspicion Points set to {value}</source>
            <translation>Režisérovy body Podezření nastaveny na {value}</translation>
        </message>
        <message>
            <source>{name}'s Adversity Tokens set to {value}</source>
            <translation>Žetony Nepřízně – {name}: nastaveno na {value}</translation>
        </message>
        <message>
            <source>{name} gains the consequence {tag} {score}</source>
            <translation>{name} získává následek {tag} {score}</translation>
        </message>
        <message>
            <source>{name} is rid of the consequence {tag} {score}</source>
            <translation>{name} se zbavuje následku {tag} {score}</translation>
        </message>
        <message>
            <source>{name} rolls {dice}{twist}</source>
            <translation>{name} hází {dice}{twist}</translation>
        </message>
        <message>
            <source>Contest (rule F-21): {first} vs {second} — {contest}</source>
            <translation>Střet (pravidlo F-21): {first} proti {second} — {contest}</translation>
        </message>
        <message numerus="yes">
            <source>Scene '{old}' ends with its %n circumstance(s) (rule F-32); next scene: '{new}'</source>
            <translation>
                <numerusform>Scéna „{old}“ končí se svou %n okolností (pravidlo F-32); další scéna: „{new}“</numerusform>
                <numerusform>Scéna „{old}“ končí se svými %n okolnostmi (pravidlo F-32); další scéna: „{new}“</numerusform>
                <numerusform>Scéna „{old}“ končí se svými %n okolnostmi (pravidlo F-32); další scéna: „{new}“</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Director spends %n Suspicion Point(s) on a complication: {card} (rule F-16)</source>
            <translation>
                <numerusform>Režisér utrácí %n bod Podezření za komplikaci: {card} (pravidlo F-16)</numerusform>
                <numerusform>Režisér utrácí %n body Podezření za komplikaci: {card} (pravidlo F-16)</numerusform>
                <numerusform>Režisér utrácí %n bodů Podezření za komplikaci: {card} (pravidlo F-16)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} spends %n Adversity Token(s) (+{count}) — {contest}</source>
            <translation>
                <numerusform>{name} utrácí %n žeton Nepřízně (+{count}) — {contest}</numerusform>
                <numerusform>{name} utrácí %n žetony Nepřízně (+{count}) — {contest}</numerusform>
                <numerusform>{name} utrácí %n žetonů Nepřízně (+{count}) — {contest}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} takes the risky reroll: {dice}{twist}; the Director gains 1 Suspicion Point (rule F-15) — {contest}</source>
            <translation>{name} volí riskantní manévr: {dice}{twist}; Režisér získává 1 bod Podezření (pravidlo F-15) — {contest}</translation>
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point to reroll: {dice}{twist} (rule F-16) — {contest}</source>
            <translation>Režisér utrácí 1 bod Podezření za nový hod: {dice}{twist} (pravidlo F-16) — {contest}</translation>
        </message>
        <message>
            <source>the Director passes — {contest}</source>
            <translation>Režisér pasuje — {contest}</translation>
        </message>
        <message>
            <source>{name} passes — {contest}</source>
            <translation>{name} pasuje — {contest}</translation>
        </message>
        <message>
            <source>The contest is cleared away</source>
            <translation>Střet je uklizen</translation>
        </message>
        <message>
            <source>The contest is abandoned</source>
            <translation>Střet je vzdán</translation>
        </message>
        <message>
            <source>the Director</source>
            <translation>Režisér</translation>
        </message>
        <message>
            <source> (snake eyes)</source>
            <translation> (hadí oči)</translation>
        </message>
        <message>
            <source> (boxcars)</source>
            <translation> (dvě šestky)</translation>
        </message>
        <message>
            <source>'{name}' {value}</source>
            <translation>„{name}“ {value}</translation>
        </message>
        <message>
            <source>{name}'s roll</source>
            <translation>Hod – {name}</translation>
        </message>
        <message>
            <source>the risky reroll</source>
            <translation>riskantní manévr</translation>
        </message>
        <message>
            <source>the check taken</source>
            <translation>přijatá zkouška</translation>
        </message>
        <message>
            <source>complication '{name}'</source>
            <translation>komplikace „{name}“</translation>
        </message>
        <message>
            <source>new circumstance '{name}'</source>
            <translation>nová okolnost „{name}“</translation>
        </message>
        <message>
            <source>change to '{name}'</source>
            <translation>změna okolnosti „{name}“</translation>
        </message>
        <message>
            <source>removal of '{name}'</source>
            <translation>odebrání „{name}“</translation>
        </message>
        <message>
            <source>the scene's end; next scene: '{name}'</source>
            <translation>konec scény; další scéna: „{name}“</translation>
        </message>
        <message>
            <source>the new scenario</source>
            <translation>nový scénář</translation>
        </message>
        <message>
            <source>Director's suspicion</source>
            <translation>Režisérovo podezření</translation>
        </message>
        <message>
            <source>{founder}'s adversity</source>
            <translation>nepřízeň – {founder}</translation>
        </message>
        <message>
            <source>{founder}'s consequence '{name}'</source>
            <translation>následek „{name}“ – {founder}</translation>
        </message>
        <message>
            <source>{founder}'s lost consequence '{name}'</source>
            <translation>ztracený následek „{name}“ – {founder}</translation>
        </message>
        <message>
            <source>contest</source>
            <translation>střet</translation>
        </message>
        <message>
            <source>adversity spent in the contest</source>
            <translation>nepřízeň utracená ve střetu</translation>
        </message>
        <message>
            <source>risky reroll in the contest</source>
            <translation>riskantní manévr ve střetu</translation>
        </message>
        <message>
            <source>the Director's reroll</source>
            <translation>Režisérův nový hod</translation>
        </message>
        <message>
            <source>a pass in the contest</source>
            <translation>pas ve střetu</translation>
        </message>
        <message>
            <source>end of the contest</source>
            <translation>konec střetu</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>There is no language “{code}”: choose {known}.</source>
            <translation>Jazyk „{code}“ neexistuje: zvolte {known}.</translation>
        </message>
    </context>
    <context>
        <name>ListColumns</name>
        <message>
            <source>A whole number from {minimum} to {maximum}.</source>
            <translation>Celé číslo od {minimum} do {maximum}.</translation>
        </message>
    </context>
    <context>
        <name>ListPanel</name>
        <message>
            <source>; rows can also be dragged</source>
            <translation>; řádky lze i přetahovat</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Odebrat</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Nahoru</translation>
        </message>
        <message>
            <source>Move Up</source>
            <translation>Posunout nahoru</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Dolů</translation>
        </message>
        <message>
            <source>Move Down</source>
            <translation>Posunout dolů</translation>
        </message>
        <message>
            <source>Remove the chosen {what} ({delete})</source>
            <translation>Odebrat vybranou položku – {what} ({delete})</translation>
        </message>
        <message>
            <source>Add one more {what}, at the end ({insert})</source>
            <translation>Přidat na konec další položku – {what} ({insert})</translation>
        </message>
        <message>
            <source>Add the {what} typed in the entry row ({enter}, or {insert} to type one)</source>
            <translation>Přidat položku ({what}) napsanou v řádku pro zadání ({enter}; {insert} pro zadání)</translation>
        </message>
        <message>
            <source>Move the chosen {what} up (Alt+Up)</source>
            <translation>Posunout vybranou položku – {what} – nahoru (Alt+↑)</translation>
        </message>
        <message>
            <source>Move the chosen {what} down (Alt+Down)</source>
            <translation>Posunout vybranou položku – {what} – dolů (Alt+↓)</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Přidat</translation>
        </message>
    </context>
    <context>
        <name>ListView</name>
        <message>
            <source>Double-click or press F2 to change a cell. {insert} adds, {delete} removes, Alt+↑/↓ or dragging reorders.</source>
            <translation>Buňku změníte dvojklikem nebo klávesou F2. {insert} přidává, {delete} odebírá, Alt+↑/↓ nebo tažení mění pořadí.</translation>
        </message>
        <message>
            <source>Double-click or press F2 to change a cell. {insert} adds, {delete} removes.</source>
            <translation>Buňku změníte dvojklikem nebo klávesou F2. {insert} přidává, {delete} odebírá.</translation>
        </message>
    </context>
    <context>
        <name>ListWording</name>
        <message>
            <source>Add {what} '{name}'</source>
            <translation>Přidat „{name}“ ({what})</translation>
        </message>
        <message>
            <source>Remove {what} '{name}'</source>
            <translation>Odebrat „{name}“ ({what})</translation>
        </message>
        <message>
            <source>Rename {what} '{old}' to '{new}'</source>
            <translation>Přejmenovat „{old}“ na „{new}“ ({what})</translation>
        </message>
        <message>
            <source>Move {what} '{name}' up</source>
            <translation>Posunout „{name}“ nahoru ({what})</translation>
        </message>
        <message>
            <source>Move {what} '{name}' down</source>
            <translation>Posunout „{name}“ dolů ({what})</translation>
        </message>
        <message>
            <source>Another {what} is already named '{name}'.</source>
            <translation>Název „{name}“ už má jiná položka ({what}).</translation>
        </message>
        <message>
            <source>Every {what} needs a name.</source>
            <translation>Každá položka ({what}) musí mít název.</translation>
        </message>
        <message>
            <source>Set {field} of {what} '{name}' to {value}</source>
            <translation>„{name}“ ({what}): {field} na {value}</translation>
        </message>
        <message>
            <source>Raise {field} of {what} '{name}' to {value}</source>
            <translation>„{name}“ ({what}): zvýšit {field} na {value}</translation>
        </message>
        <message>
            <source>Lower {field} of {what} '{name}' to {value}</source>
            <translation>„{name}“ ({what}): snížit {field} na {value}</translation>
        </message>
        <message>
            <source>The {field} of {what} '{name}' cannot be empty.</source>
            <translation>„{name}“ ({what}): {field} nesmí být prázdné.</translation>
        </message>
    </context>
    <context>
        <name>LongActionDialog</name>
        <message>
            <source>Start a Long Action</source>
            <translation>Začít dlouhou akci</translation>
        </message>
        <message>
            <source>Has a target number (rule B-70)</source>
            <translation>Má cílové číslo (B-70)</translation>
        </message>
        <message>
            <source>Every roll after the first has a cumulative −1 (rule B-72)</source>
            <translation>Každý hod po prvním má kumulativní postih −1 (B-72)</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Kdo</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Co</translation>
        </message>
        <message>
            <source>Bank</source>
            <translation>Bank</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Cílové číslo</translation>
        </message>
        <message>
            <source>Long action</source>
            <translation>Dlouhá akce</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Ready</source>
            <translation>Připraveno</translation>
        </message>
        <message>
            <source>&amp;New Campaign…</source>
            <translation>&amp;Nová kampaň…</translation>
        </message>
        <message>
            <source>Create a new campaign file</source>
            <translation>Vytvořit nový soubor kampaně</translation>
        </message>
        <message>
            <source>&amp;Open Campaign…</source>
            <translation>&amp;Otevřít kampaň…</translation>
        </message>
        <message>
            <source>Open a campaign file</source>
            <translation>Otevřít soubor kampaně</translation>
        </message>
        <message>
            <source>Open the &amp;Demo Campaign</source>
            <translation>Otevřít &amp;ukázkovou kampaň</translation>
        </message>
        <message>
            <source>A copy of the demo campaign, to try every rule system on its characters</source>
            <translation>Kopie ukázkové kampaně: vyzkoušejte si každý systém pravidel na jejích postavách</translation>
        </message>
        <message>
            <source>&amp;Export Campaign…</source>
            <translation>&amp;Exportovat kampaň…</translation>
        </message>
        <message>
            <source>Write the whole campaign to a JSON file</source>
            <translation>Zapsat celou kampaň do souboru JSON</translation>
        </message>
        <message>
            <source>&amp;Import Characters…</source>
            <translation>&amp;Importovat postavy…</translation>
        </message>
        <message>
            <source>Add the characters of a JSON export</source>
            <translation>Přidat postavy z exportu JSON</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Konec</translation>
        </message>
        <message>
            <source>Close Card Desk</source>
            <translation>Zavřít Card Desk</translation>
        </message>
        <message>
            <source>New {system} Character</source>
            <translation>Nová postava – {system}</translation>
        </message>
        <message>
            <source>Add a character to the campaign</source>
            <translation>Přidat postavu do kampaně</translation>
        </message>
        <message>
            <source>&amp;Delete Character</source>
            <translation>&amp;Smazat postavu</translation>
        </message>
        <message>
            <source>Remove the selected character (undoable)</source>
            <translation>Odstranit vybranou postavu (lze vrátit zpět)</translation>
        </message>
        <message>
            <source>Export &amp;Character…</source>
            <translation>&amp;Exportovat postavu…</translation>
        </message>
        <message>
            <source>Write the selected character to a JSON file</source>
            <translation>Zapsat vybranou postavu do souboru JSON</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Zpět</translation>
        </message>
        <message>
            <source>Take back the last edit, or the last table action</source>
            <translation>Vrátit poslední úpravu nebo poslední akci u stolu</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>Z&amp;novu</translation>
        </message>
        <message>
            <source>Do again what was undone</source>
            <translation>Znovu provést, co bylo vráceno</translation>
        </message>
        <message>
            <source>&amp;Hide Private Cards</source>
            <translation>&amp;Skrýt soukromé karty</translation>
        </message>
        <message>
            <source>Turn every private card face down</source>
            <translation>Otočit všechny soukromé karty rubem nahoru</translation>
        </message>
        <message>
            <source>&amp;Characters</source>
            <translation>&amp;Postavy</translation>
        </message>
        <message>
            <source>Characters and their cards, between sessions</source>
            <translation>Postavy a jejich karty mezi sezeními</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>&amp;Tisk</translation>
        </message>
        <message>
            <source>Card sheets to print before a session</source>
            <translation>Archy karet k tisku před sezením</translation>
        </message>
        <message>
            <source>&amp;Table</source>
            <translation>&amp;Stůl</translation>
        </message>
        <message>
            <source>The deck, dice and score at the table</source>
            <translation>Balíček, kostky a skóre u stolu</translation>
        </message>
        <message>
            <source>&amp;Table View</source>
            <translation>Pohled &amp;na stůl</translation>
        </message>
        <message>
            <source>The table's public side, full screen and in large type, to read across the table or on a projector (never a private card)</source>
            <translation>Veřejná část stolu přes celou obrazovku a velkým písmem, ke čtení přes stůl nebo na projektoru (nikdy soukromé karty)</translation>
        </message>
        <message>
            <source>&amp;Full Screen</source>
            <translation>&amp;Celá obrazovka</translation>
        </message>
        <message>
            <source>Fill the screen with this window</source>
            <translation>Roztáhnout okno přes celou obrazovku</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Klávesové zkratky</translation>
        </message>
        <message>
            <source>List every keyboard shortcut</source>
            <translation>Vypsat všechny klávesové zkratky</translation>
        </message>
        <message>
            <source>&amp;Rules Reference</source>
            <translation>&amp;Přehled pravidel</translation>
        </message>
        <message>
            <source>How Card Desk reads the rules of the system in front of you</source>
            <translation>Jak Card Desk čte pravidla systému, který máte před sebou</translation>
        </message>
        <message>
            <source>&amp;About Card Desk</source>
            <translation>&amp;O aplikaci Card Desk</translation>
        </message>
        <message>
            <source>Version and purpose of Card Desk</source>
            <translation>Verze a účel aplikace Card Desk</translation>
        </message>
        <message>
            <source>Campaign</source>
            <translation>Kampaň</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Soubor</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Ne&amp;dávné kampaně</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>Úpr&amp;avy</translation>
        </message>
        <message>
            <source>&amp;Character</source>
            <translation>&amp;Postava</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Zobrazit</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Jazyk</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Nápověda</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Režim</translation>
        </message>
        <message>
            <source>New Campaign</source>
            <translation>Nová kampaň</translation>
        </message>
        <message>
            <source>{path} already exists: open it, or choose another name.</source>
            <translation>{path} už existuje: otevřete ho, nebo zvolte jiný název.</translation>
        </message>
        <message>
            <source>Open Campaign</source>
            <translation>Otevřít kampaň</translation>
        </message>
        <message>
            <source>The demo campaign cannot be written to {folder}: {problem}</source>
            <translation>Ukázkovou kampaň nelze zapsat do složky {folder}: {problem}</translation>
        </message>
        <message>
            <source>No other recent campaigns</source>
            <translation>Žádné další nedávné kampaně</translation>
        </message>
        <message>
            <source>Card Desk campaigns (*{extension})</source>
            <translation>Kampaně Card Desk (*{extension})</translation>
        </message>
        <message>
            <source>Opened {path}</source>
            <translation>Otevřeno: {path}</translation>
        </message>
        <message>
            <source>Undone: {what}</source>
            <translation>Vráceno: {what}</translation>
        </message>
        <message>
            <source>Redone: {what}</source>
            <translation>Znovu provedeno: {what}</translation>
        </message>
        <message>
            <source>{undo} {what}</source>
            <translation>{undo}: {what}</translation>
        </message>
        <message>
            <source>New {system} character</source>
            <translation>Nová postava – {system}</translation>
        </message>
        <message>
            <source>Deleted {name} — Ctrl+Z brings it back</source>
            <translation>Smazáno: {name} — Ctrl+Z vrátí zpět</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Export</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>Soubory JSON (*.json)</translation>
        </message>
        <message>
            <source>Cannot write {path}: {problem}</source>
            <translation>Nelze zapsat {path}: {problem}</translation>
        </message>
        <message>
            <source>Exported to {path}</source>
            <translation>Exportováno do {path}</translation>
        </message>
        <message>
            <source>Import Characters</source>
            <translation>Importovat postavy</translation>
        </message>
        <message>
            <source>Imported {what}</source>
            <translation>Importováno: {what}</translation>
        </message>
        <message>
            <source>The last play session could not be reopened and was set aside: {problem}</source>
            <translation>Poslední herní sezení nešlo znovu otevřít, a tak bylo odloženo stranou: {problem}</translation>
        </message>
        <message>
            <source>The mode Card Desk was left in could not be restored ({problem}): here are the characters</source>
            <translation>Režim, ve kterém byl Card Desk zavřen, nešlo obnovit ({problem}): zde jsou postavy</translation>
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
            <translation>Nejdřív otevřete sezení v režimu Stůl: pohled na stůl ukazuje jeho stůl.</translation>
        </message>
        <message>
            <source>About Card Desk</source>
            <translation>O aplikaci Card Desk</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Card Desk {version}&lt;/h3&gt;&lt;p&gt;A desktop companion for role-playing groups who play around a real table with real cards and dice.&lt;/p&gt;&lt;p&gt;Free software under the {licence} licence: use, copy, change and share it.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Card Desk {version}&lt;/h3&gt;&lt;p&gt;Pomocník pro skupiny hrající hry na hrdiny u skutečného stolu se skutečnými kartami a kostkami.&lt;/p&gt;&lt;p&gt;Svobodný software pod licencí {licence}: smíte ho používat, kopírovat, upravovat a sdílet.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MessageBar</name>
        <message>
            <source>Undo</source>
            <translation>Zpět</translation>
        </message>
        <message>
            <source>Undone: {what}</source>
            <translation>Vráceno: {what}</translation>
        </message>
        <message>
            <source>Redone: {what}</source>
            <translation>Znovu provedeno: {what}</translation>
        </message>
    </context>
    <context>
        <name>NewSessionDialog</name>
        <message>
            <source>New session — {system}</source>
            <translation>Nové sezení – {system}</translation>
        </message>
        <message>
            <source>Mirror the real cards and dice (type what was drawn or rolled)</source>
            <translation>Zrcadlit skutečné karty a kostky (zadáváte, co padlo nebo bylo taženo)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Název</translation>
        </message>
        <message>
            <source>Who plays</source>
            <translation>Kdo hraje</translation>
        </message>
    </context>
    <context>
        <name>Odds</name>
        <message>
            <source>the draw pile and the discard pile run out of cards</source>
            <translation>v dobíracím i odhazovacím balíčku dojdou karty</translation>
        </message>
        <message>
            <source>--odds gives the chances before the draw or roll: leave out {flag}</source>
            <translation>--odds dává šance před tažením nebo hodem: vynechte {flag}</translation>
        </message>
        <message>
            <source>{flag} tells the odds where the cards are: give it with --odds</source>
            <translation>{flag} říká výpočtu šancí, kde karty leží: zadejte ho s --odds</translation>
        </message>
        <message>
            <source>{card} is in --remaining and in --discard: a card lies in one pile only</source>
            <translation>{card} je v --remaining i v --discard: karta leží jen v jednom balíčku</translation>
        </message>
        <message>
            <source>{flag}: {error}</source>
            <translation>{flag}: {error}</translation>
        </message>
        <message>
            <source>{flag}: {card} is given twice: a deck holds each card once</source>
            <translation>{flag}: {card} je zadána dvakrát: balíček má každou kartu jednou</translation>
        </message>
        <message>
            <source>{flag}: {card} is not a card of this deck</source>
            <translation>{flag}: {card} není karta tohoto balíčku</translation>
        </message>
        <message>
            <source>{outcome}: {percent} ({exact})</source>
            <translation>{outcome}: {percent} ({exact})</translation>
        </message>
        <message>
            <source>{event} (alongside the above): {chance}</source>
            <translation>{event} (vedle výše uvedeného): {chance}</translation>
        </message>
        <message>
            <source>left out: ways too unlikely to matter, {chance} in all</source>
            <translation>vynecháno: průběhy příliš nepravděpodobné, než aby na nich záleželo, celkem {chance}</translation>
        </message>
    </context>
    <context>
        <name>OddsPanel</name>
        <message>
            <source>Odds</source>
            <translation>Šance</translation>
        </message>
        <message>
            <source>Hide</source>
            <translation>Skrýt</translation>
        </message>
        <message>
            <source>Hide or show the odds; this campaign remembers the choice</source>
            <translation>Skrýt nebo ukázat šance; kampaň si volbu zapamatuje</translation>
        </message>
        <message>
            <source>Show odds</source>
            <translation>Ukázat šance</translation>
        </message>
        <message>
            <source>{label}: &lt;b&gt;{chance}&lt;/b&gt;</source>
            <translation>{label}: &lt;b&gt;{chance}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Success</source>
            <translation>Úspěch</translation>
        </message>
        <message>
            <source>Failure</source>
            <translation>Neúspěch</translation>
        </message>
        <message>
            <source>Critical success</source>
            <translation>Kritický úspěch</translation>
        </message>
        <message>
            <source>Critical failure</source>
            <translation>Kritický neúspěch</translation>
        </message>
        <message>
            <source>Clean success</source>
            <translation>Čistý úspěch</translation>
        </message>
        <message>
            <source>Mix</source>
            <translation>Kombinace</translation>
        </message>
        <message>
            <source>Clean complication</source>
            <translation>Čistá komplikace</translation>
        </message>
        <message>
            <source>Exactly {value}</source>
            <translation>Přesně {value}</translation>
        </message>
        <message>
            <source>
Ways too unlikely to matter (each below 1 in 10¹⁷) are left out: {value} in all</source>
            <translation>
Příliš nepravděpodobné možnosti (každá pod 1 : 10¹⁷) jsou vynechány: celkem {value}</translation>
        </message>
    </context>
    <context>
        <name>OpponentDialog</name>
        <message>
            <source>Add an Opponent</source>
            <translation>Přidat protivníka</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Protivník</translation>
        </message>
        <message>
            <source>Body</source>
            <translation>Tělo</translation>
        </message>
        <message>
            <source>The Scar allows burning</source>
            <translation>Z Jizvy lze pálit</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Jméno</translation>
        </message>
        <message>
            <source>Proficiency (banks of Proficiency + 2)</source>
            <translation>Zručnost (banky po Zručnost + 2)</translation>
        </message>
        <message>
            <source>Scar</source>
            <translation>Jizva</translation>
        </message>
        <message>
            <source>Scar boxes</source>
            <translation>Políčka Jizvy</translation>
        </message>
        <message>
            <source>Extra actions per round</source>
            <translation>Akce navíc za kolo</translation>
        </message>
    </context>
    <context>
        <name>OptionTexts</name>
        <message>
            <source>Cards per level</source>
            <translation>Karet na stupeň</translation>
        </message>
        <message>
            <source>How many complications raise the Threat one level, and how many successes make a milestone. Default: the number of agents, at least 3 for the Threat; for the milestones as the next option says.</source>
            <translation>Kolik komplikací zvedne Ohrožení o stupeň a kolik úspěchů dá milník. Výchozí: počet agentů, pro Ohrožení nejméně 3; pro milníky podle následující možnosti.</translation>
        </message>
        <message>
            <source>Number of agents</source>
            <translation>Počet agentů</translation>
        </message>
        <message>
            <source>Successes per milestone</source>
            <translation>Úspěchů na milník</translation>
        </message>
        <message>
            <source>When no number of cards per level is set: whether a milestone takes as many successes as there are agents, as the book says, or as many as a Threat level takes complications (at least 3).</source>
            <translation>Když není nastaven počet karet na stupeň: zda milník vyžaduje tolik úspěchů, kolik je agentů, jak píše kniha, nebo tolik, kolik komplikací vyžaduje stupeň Ohrožení (nejméně 3).</translation>
        </message>
        <message>
            <source>The number of agents</source>
            <translation>Počet agentů</translation>
        </message>
        <message>
            <source>As the Threat (at least 3)</source>
            <translation>Jako u Ohrožení (nejméně 3)</translation>
        </message>
        <message>
            <source>Mission ends at</source>
            <translation>Mise končí na</translation>
        </message>
        <message>
            <source>The Threat level or milestone count that ends the mission. Type a number (4 by default), or let the number of agents or their average number of aspects decide (at least 4).</source>
            <translation>Stupeň Ohrožení nebo počet milníků, kterým mise končí. Zadejte číslo (výchozí 4), nebo ho nechte určit počtem agentů či průměrným počtem jejich aspektů (nejméně 4).</translation>
        </message>
        <message>
            <source>the number of agents</source>
            <translation>počet agentů</translation>
        </message>
        <message>
            <source>the agents' aspects</source>
            <translation>aspekty agentů</translation>
        </message>
        <message>
            <source>Negative aspects</source>
            <translation>Negativní aspekty</translation>
        </message>
        <message>
            <source>What a negative aspect does when it is used against its agent.</source>
            <translation>Co udělá negativní aspekt, když je použit proti svému agentovi.</translation>
        </message>
        <message>
            <source>Draws a card, and exhausting it removes a success</source>
            <translation>Přidá tah karty a jeho vyčerpání odebere úspěch</translation>
        </message>
        <message>
            <source>Only draws a card</source>
            <translation>Jen přidá tah karty</translation>
        </message>
        <message>
            <source>Only removes a success when exhausted</source>
            <translation>Jen odebere úspěch, když je vyčerpán</translation>
        </message>
        <message>
            <source>How well the mission went</source>
            <translation>Jak mise dopadla</translation>
        </message>
        <message>
            <source>Whether Card Desk grades the mission's end (clean, narrow or normal success or failure) from the score, or the Coordinator does.</source>
            <translation>Zda konec mise (čistý, těsný nebo běžný úspěch či neúspěch) hodnotí Card Desk podle skóre, nebo Koordinátor.</translation>
        </message>
        <message>
            <source>The Coordinator</source>
            <translation>Koordinátor</translation>
        </message>
        <message>
            <source>A tied scene opening</source>
            <translation>Nerozhodný začátek scény</translation>
        </message>
        <message>
            <source>Who decides how a scene opens when both sides' totals are equal.</source>
            <translation>Kdo rozhodne, jak scéna začne, když mají obě strany stejný součet.</translation>
        </message>
        <message>
            <source>The Coordinator decides</source>
            <translation>Rozhodne Koordinátor</translation>
        </message>
        <message>
            <source>The scene's first card decides</source>
            <translation>Rozhodne první karta scény</translation>
        </message>
        <message>
            <source>The deck</source>
            <translation>Balíček</translation>
        </message>
        <message>
            <source>The cards the group plays with.</source>
            <translation>Karty, se kterými skupina hraje.</translation>
        </message>
        <message>
            <source>A standard 52-card deck</source>
            <translation>Běžný balíček 52 karet</translation>
        </message>
        <message>
            <source>52 cards and two jokers</source>
            <translation>52 karet a dva žolíci</translation>
        </message>
        <message>
            <source>A custom deck of red and black cards</source>
            <translation>Vlastní balíček červených a černých karet</translation>
        </message>
        <message>
            <source>Threat level cards</source>
            <translation>Karty stupňů Ohrožení</translation>
        </message>
        <message>
            <source>Whether the Coordinator lays each Threat level card face up for all to see, or face down: then the track shows the level only once turned over.</source>
            <translation>Zda Koordinátor vykládá každou kartu stupně Ohrožení lícem nahoru, aby ji všichni viděli, nebo rubem nahoru: pak ukazatel ukáže stupeň až po otočení.</translation>
        </message>
        <message>
            <source>Face up</source>
            <translation>Lícem nahoru</translation>
        </message>
        <message>
            <source>Face down</source>
            <translation>Rubem nahoru</translation>
        </message>
        <message>
            <source>A level reached by rest marks</source>
            <translation>Stupeň dosažený značkami odpočinku</translation>
        </message>
        <message>
            <source>When a Threat level reached only through rest marks counts, for the threat factors and the mission's outcome alike.</source>
            <translation>Od kdy se počítá stupeň Ohrožení dosažený jen značkami odpočinku – pro ohrožující faktory i pro výsledek mise.</translation>
        </message>
        <message>
            <source>From the next scene</source>
            <translation>Od další scény</translation>
        </message>
        <message>
            <source>At once</source>
            <translation>Ihned</translation>
        </message>
        <message>
            <source>Black cards</source>
            <translation>Černé karty</translation>
        </message>
        <message>
            <source>For a custom deck: how many are black.</source>
            <translation>U vlastního balíčku: kolik karet je černých.</translation>
        </message>
        <message>
            <source>Red cards</source>
            <translation>Červené karty</translation>
        </message>
        <message>
            <source>For a custom deck: how many are red.</source>
            <translation>U vlastního balíčku: kolik karet je červených.</translation>
        </message>
        <message>
            <source>A tied contest</source>
            <translation>Nerozhodný střet</translation>
        </message>
        <message>
            <source>What happens when both sides of a contest have the same total.</source>
            <translation>Co se stane, když mají obě strany střetu stejný součet.</translation>
        </message>
        <message>
            <source>It stays a tie</source>
            <translation>Zůstane nerozhodný</translation>
        </message>
        <message>
            <source>The defender wins</source>
            <translation>Vyhraje obránce</translation>
        </message>
        <message>
            <source>Snake eyes and boxcars in a contest</source>
            <translation>Hadí oči a dvě šestky ve střetu</translation>
        </message>
        <message>
            <source>What a double 1 or a double 6 does in a contest.</source>
            <translation>Co udělají dvě jedničky nebo dvě šestky ve střetu.</translation>
        </message>
        <message>
            <source>Adds its circumstance; the totals decide</source>
            <translation>Přidá svou okolnost; rozhodnou součty</translation>
        </message>
        <message>
            <source>Also loses or wins the contest, as in a check</source>
            <translation>Také prohraje nebo vyhraje střet, jako při zkoušce</translation>
        </message>
        <message>
            <source>Counts only as its total</source>
            <translation>Počítá se jen jako součet</translation>
        </message>
        <message>
            <source>The loser of a contest takes Adversity</source>
            <translation>Poražený ve střetu získá Nepřízeň</translation>
        </message>
        <message>
            <source>A Founder who loses a contest has failed and receives an Adversity Token.</source>
            <translation>Zakladatel, který prohraje střet, neuspěl a dostane žeton Nepřízně.</translation>
        </message>
        <message>
            <source>Snake eyes or boxcars rerolled</source>
            <translation>Přehozené hadí oči nebo dvě šestky</translation>
        </message>
        <message>
            <source>When a double 1 or a double 6 is rerolled (a risky reroll, the Director's reroll), the circumstance it brought goes with it, or stays on the scene.</source>
            <translation>Když se dvě jedničky nebo dvě šestky přehazují (riskantní manévr, Režisérovo přehození), okolnost, kterou přinesly, odejde s nimi, nebo zůstane na scéně.</translation>
        </message>
        <message>
            <source>It goes: the reroll replaces the roll</source>
            <translation>Odejde: přehození nahradí hod</translation>
        </message>
        <message>
            <source>It stays on the scene</source>
            <translation>Zůstane na scéně</translation>
        </message>
        <message>
            <source>A complication costs</source>
            <translation>Cena komplikace</translation>
        </message>
        <message>
            <source>What the Director pays for a complication worth more than 1.</source>
            <translation>Kolik Režisér zaplatí za komplikaci s hodnotou vyšší než 1.</translation>
        </message>
        <message>
            <source>One Suspicion Point, whatever its value</source>
            <translation>Jeden bod Podezření bez ohledu na hodnotu</translation>
        </message>
        <message>
            <source>One Suspicion Point per point of value</source>
            <translation>Jeden bod Podezření za každý bod hodnoty</translation>
        </message>
        <message>
            <source>Critical failure</source>
            <translation>Kritický neúspěch</translation>
        </message>
        <message>
            <source>A roll without successes is a critical failure when its dice show faces in the skill's critical range: any one of its dice, or every one.</source>
            <translation>Hod bez úspěchů je kritickým neúspěchem, když jeho kostky ukážou čísla v kritickém rozsahu dovednosti: kterákoli z nich, nebo všechny.</translation>
        </message>
        <message>
            <source>The second card's colour decides a joker's test; the total shown is Attribute + Skill, or adds the second card's value too.</source>
            <translation>O zkoušce se žolíkem rozhodne barva druhé karty; zobrazený součet je atribut + dovednost, nebo se k nim přičte i hodnota druhé karty.</translation>
        </message>
        <message>
            <source>Any die in the range</source>
            <translation>Kterákoli kostka v rozsahu</translation>
        </message>
        <message>
            <source>From the score (the fewer complications, the cleaner the success)</source>
            <translation>Podle skóre (čím méně komplikací, tím čistší úspěch)</translation>
        </message>
        <message>
            <source>Every die in the range</source>
            <translation>Všechny kostky v rozsahu</translation>
        </message>
        <message>
            <source>Ratings above 10</source>
            <translation>Hodnoty nad 10</translation>
        </message>
        <message>
            <source>The written thresholds stop working above 10: roll such a rating as 10 (success and explosion on 5+), or keep ratings to 10 at this table.</source>
            <translation>Nad 10 psané prahy přestávají platit: takovou hodnotu házejte jako 10 (úspěch a přehoz od 5), nebo u tohoto stolu držte hodnoty do 10.</translation>
        </message>
        <message>
            <source>Roll it as 10</source>
            <translation>Házet jako 10</translation>
        </message>
        <message>
            <source>Refuse ratings above 10</source>
            <translation>Odmítnout hodnoty nad 10</translation>
        </message>
        <message>
            <source>How cards are drawn</source>
            <translation>Jak se táhnou karty</translation>
        </message>
        <message>
            <source>Every test draws from the deck, or players hold a hand and choose a card.</source>
            <translation>Každá zkouška táhne z balíčku, nebo hráči drží ruku a vybírají kartu.</translation>
        </message>
        <message>
            <source>Draw for every test</source>
            <translation>Táhnout při každé zkoušce</translation>
        </message>
        <message>
            <source>Play from a hand</source>
            <translation>Hrát z ruky</translation>
        </message>
        <message>
            <source>A test succeeds when the total</source>
            <translation>Zkouška uspěje, když součet</translation>
        </message>
        <message>
            <source>Compared with the Difficulty.</source>
            <translation>Ve srovnání s Obtížností.</translation>
        </message>
        <message>
            <source>Beats the Difficulty</source>
            <translation>Překoná Obtížnost</translation>
        </message>
        <message>
            <source>Meets or beats it</source>
            <translation>Dosáhne jí nebo ji překoná</translation>
        </message>
        <message>
            <source>A second card</source>
            <translation>Druhá karta</translation>
        </message>
        <message>
            <source>What a card drawn after an ace, a 10 or a joker counts.</source>
            <translation>Kolik platí karta tažená po esu, desítce nebo žolíkovi.</translation>
        </message>
        <message>
            <source>Its plain value (a face 5, an ace 1)</source>
            <translation>Svou prostou hodnotu (figura 5, eso 1)</translation>
        </message>
        <message>
            <source>Its own rule, as a first card</source>
            <translation>Své vlastní pravidlo, jako první karta</translation>
        </message>
        <message>
            <source>An ace</source>
            <translation>Eso</translation>
        </message>
        <message>
            <source>How an ace and the card after it make the total.</source>
            <translation>Jak eso a karta po něm tvoří součet.</translation>
        </message>
        <message>
            <source>Attribute + Skill − the second card</source>
            <translation>Atribut + dovednost − druhá karta</translation>
        </message>
        <message>
            <source>1 − the second card</source>
            <translation>1 − druhá karta</translation>
        </message>
        <message>
            <source>A natural 10</source>
            <translation>Přirozená desítka</translation>
        </message>
        <message>
            <source>How a 10 and the card after it make the total.</source>
            <translation>Jak desítka a karta po ní tvoří součet.</translation>
        </message>
        <message>
            <source>10 + the second card</source>
            <translation>10 + druhá karta</translation>
        </message>
        <message>
            <source>The second card replaces the 10</source>
            <translation>Druhá karta nahradí desítku</translation>
        </message>
        <message>
            <source>A joker's total</source>
            <translation>Součet se žolíkem</translation>
        </message>
        <message>
            <source>Attribute + Skill</source>
            <translation>Atribut + dovednost</translation>
        </message>
        <message>
            <source>Attribute + Skill + the second card</source>
            <translation>Atribut + dovednost + druhá karta</translation>
        </message>
        <message>
            <source>Shuffling back</source>
            <translation>Zamíchání zpět</translation>
        </message>
        <message>
            <source>When spent cards go back into the draw pile.</source>
            <translation>Kdy se použité karty vracejí do dobíracího balíčku.</translation>
        </message>
        <message>
            <source>When the draw pile is empty</source>
            <translation>Když dojde dobírací balíček</translation>
        </message>
        <message>
            <source>After every test</source>
            <translation>Po každé zkoušce</translation>
        </message>
        <message>
            <source>A power that sees a card of the deck</source>
            <translation>Schopnost, která vidí kartu z balíčku</translation>
        </message>
        <message>
            <source>Which card it sees; the card stays where it is.</source>
            <translation>Kterou kartu vidí; karta zůstane, kde je.</translation>
        </message>
        <message>
            <source>The top card</source>
            <translation>Vrchní kartu</translation>
        </message>
        <message>
            <source>One the peeking player picks</source>
            <translation>Kterou vybere nahlížející hráč</translation>
        </message>
        <message>
            <source>One the Chronicler picks</source>
            <translation>Kterou vybere Kronikář</translation>
        </message>
        <message>
            <source>A curse bigger than the hand</source>
            <translation>Kletba větší než ruka</translation>
        </message>
        <message>
            <source>A curse that takes more cards than the hand holds empties it; the rest either carries over (the next hand is dealt that many short) or is lost.</source>
            <translation>Kletba, která bere víc karet, než kolik má ruka, ji vyprázdní; zbytek se buď přenese (příští ruka dostane o tolik karet méně), nebo propadne.</translation>
        </message>
        <message>
            <source>The rest carries over</source>
            <translation>Zbytek se přenese</translation>
        </message>
        <message>
            <source>The rest is lost</source>
            <translation>Zbytek propadne</translation>
        </message>
        <message>
            <source>A curse that empties the hand</source>
            <translation>Kletba, která vyprázdní ruku</translation>
        </message>
        <message>
            <source>A curse that takes every card of the hand exhausts it: it ends there and a full hand follows, or the next hand is dealt one card short.</source>
            <translation>Kletba, která vezme všechny karty z ruky, ji vyčerpá: tím skončí a následuje plná ruka, nebo se příští ruka rozdá o jednu kartu menší.</translation>
        </message>
        <message>
            <source>It ends: a full hand follows</source>
            <translation>Skončí: následuje plná ruka</translation>
        </message>
        <message>
            <source>The next hand is one card short</source>
            <translation>Příští ruka má o kartu méně</translation>
        </message>
        <message>
            <source>Starting hand</source>
            <translation>Počáteční ruka</translation>
        </message>
        <message>
            <source>Cards in a starting hand before luck, 0 to 20.</source>
            <translation>Karet v počáteční ruce před štěstím, 0 až 20.</translation>
        </message>
        <message>
            <source>The Chronicler holds a hand</source>
            <translation>Kronikář drží ruku</translation>
        </message>
        <message>
            <source>When players play from a hand, the Chronicler holds one too (so Insight can look at it), or always draws from the draw pile.</source>
            <translation>Když hráči hrají z ruky, drží ruku i Kronikář (aby do ní mohl nahlédnout Vhled), nebo vždy táhne z dobíracího balíčku.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>{system} table option '{name}' must be {allowed}, not {value}</source>
            <translation>možnost stolu {system} „{name}“ musí být {allowed}, ne {value}</translation>
        </message>
        <message>
            <source>{system} table options must be a JSON object, not {data}</source>
            <translation>možnosti stolu {system} musí být objekt JSON, ne {data}</translation>
        </message>
        <message>
            <source>unknown {system} table option '{name}' (known: {names})</source>
            <translation>neznámá možnost stolu {system} „{name}“ (známé: {names})</translation>
        </message>
        <message>
            <source>{low} or more</source>
            <translation>{low} nebo víc</translation>
        </message>
        <message>
            <source>at most {high}</source>
            <translation>nejvýš {high}</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <translation>{low} až {high}</translation>
        </message>
    </context>
    <context>
        <name>OptionsDialog</name>
        <message>
            <source>{system} Table Options</source>
            <translation>Možnosti stolu – {system}</translation>
        </message>
        <message>
            <source>How your group reads the rules where they can be read more than one way. A change applies to the sessions you start from now on; a session in progress keeps the options it started with.</source>
            <translation>Jak vaše skupina čte pravidla tam, kde je lze číst více způsoby. Změna platí pro sezení, která začnete od teď; rozehrané sezení si ponechá možnosti, se kterými začalo.</translation>
        </message>
        <message>
            <source>As the rules say</source>
            <translation>Podle pravidel</translation>
        </message>
    </context>
    <context>
        <name>PartyChooser</name>
        <message>
            <source>the Director</source>
            <translation>Režisér</translation>
        </message>
    </context>
    <context>
        <name>PdfPreview</name>
        <message>
            <source>The preview cannot be shown.</source>
            <translation>Náhled nelze zobrazit.</translation>
        </message>
    </context>
    <context>
        <name>Phones</name>
        <message>
            <source>the table did not understand that request</source>
            <translation>stůl té žádosti nerozuměl</translation>
        </message>
        <message>
            <source>Add to the shuffle</source>
            <translation>Přidat do míchání</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Přidat</translation>
        </message>
        <message>
            <source>A phrase, or the faces of real dice (e.g. 3 5 6 1)</source>
            <translation>Věta, nebo hodnoty skutečných kostek (např. 3 5 6 1)</translation>
        </message>
        <message>
            <source>this is not open to you at the table now</source>
            <translation>tohle teď u stolu udělat nemůžete</translation>
        </message>
        <message>
            <source>choose among what your phone shows</source>
            <translation>vyberte z toho, co ukazuje váš telefon</translation>
        </message>
        <message>
            <source>{what} must be from {least} to {most}, not {value}</source>
            <translation>{what} musí být od {least} do {most}, ne {value}</translation>
        </message>
        <message>
            <source>The game master shows you</source>
            <translation>Vypravěč vám ukazuje</translation>
        </message>
    </context>
    <context>
        <name>PilesBar</name>
        <message>
            <source>Successes {count}</source>
            <translation>Úspěchy {count}</translation>
        </message>
        <message>
            <source>Complications {count}</source>
            <translation>Komplikace {count}</translation>
        </message>
        <message numerus="yes">
            <source>incl. %n rest mark(s)</source>
            <translation>
                <numerusform>z toho %n za odpočinek</numerusform>
                <numerusform>z toho %n za odpočinek</numerusform>
                <numerusform>z toho %n za odpočinek</numerusform>
            </translation>
        </message>
        <message>
            <source>Deck: &lt;b&gt;{left}&lt;/b&gt; left · {discarded} discarded · {table} on the table</source>
            <translation>Balíček: zbývá &lt;b&gt;{left}&lt;/b&gt; · {discarded} odhozeno · {table} na stole</translation>
        </message>
    </context>
    <context>
        <name>PlanPanel</name>
        <message>
            <source>Temporary aspects (T)</source>
            <translation>Dočasné aspekty (T)</translation>
        </message>
        <message>
            <source>Each costs a reserve and draws a card (A-15)</source>
            <translation>Každý stojí rezervu a táhne kartu (A-15)</translation>
        </message>
        <message>
            <source>Seeking danger</source>
            <translation>Vyhledávají nebezpečí</translation>
        </message>
        <message>
            <source>The players agree: threat factors may exceed the Threat level (A-31)</source>
            <translation>Hráči souhlasí: ohrožující faktory smějí přesáhnout stupeň Ohrožení (A-31)</translation>
        </message>
        <message>
            <source>The agent this test acts against (A-43)</source>
            <translation>Agent, proti němuž test jedná (A-43)</translation>
        </message>
        <message>
            <source>The agent whose attack this test answers (A-45)</source>
            <translation>Agent, na jehož útok test odpovídá (A-45)</translation>
        </message>
        <message>
            <source>Cards drawn, in order:</source>
            <translation>Tažené karty, v pořadí:</translation>
        </message>
        <message>
            <source>Clear (Backspace)</source>
            <translation>Vymazat (Backspace)</translation>
        </message>
        <message>
            <source>Acts against</source>
            <translation>Jedná proti</translation>
        </message>
        <message>
            <source>Answers an attack by</source>
            <translation>Odpovídá na útok:</translation>
        </message>
        <message>
            <source>{name} tests</source>
            <translation>Testuje {name}</translation>
        </message>
        <message>
            <source>Who tests? Click an agent's name or aspect (A: next agent)</source>
            <translation>Kdo testuje? Klikněte na jméno nebo aspekt agenta (A: další agent)</translation>
        </message>
        <message numerus="yes">
            <source>Draw %n card(s) (Space)</source>
            <translation>
                <numerusform>Táhnout %n kartu (mezerník)</numerusform>
                <numerusform>Táhnout %n karty (mezerník)</numerusform>
                <numerusform>Táhnout %n karet (mezerník)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Record %n card(s) (Enter)</source>
            <translation>
                <numerusform>Zapsat %n kartu (Enter)</numerusform>
                <numerusform>Zapsat %n karty (Enter)</numerusform>
                <numerusform>Zapsat %n karet (Enter)</numerusform>
            </translation>
        </message>
        <message>
            <source>Draw (Space)</source>
            <translation>Táhnout (mezerník)</translation>
        </message>
        <message>
            <source> (exhaust)</source>
            <translation> (vyčerpat)</translation>
        </message>
        <message>
            <source> (ignored)</source>
            <translation> (ignorován)</translation>
        </message>
        <message>
            <source>trust in {name}</source>
            <translation>důvěra k postavě {name}</translation>
        </message>
        <message>
            <source>Click the aspects that take part (or press their number); click again to exhaust one for an advantage. Negative aspects are the Coordinator's.</source>
            <translation>Klikněte na aspekty, které se zapojí (nebo stiskněte jejich číslo); dalším kliknutím aspekt vyčerpáte pro výhodu. Negativní aspekty patří Koordinátorovi.</translation>
        </message>
        <message>
            <source>Described: {parts}</source>
            <translation>Popsáno: {parts}</translation>
        </message>
        <message>
            <source>Present:</source>
            <translation>Přítomni:</translation>
        </message>
        <message>
            <source>{name} is near (cooperating, or watched with distrust, A-42, A-44)</source>
            <translation>{name} je nablízku (spolupracuje, nebo je sledován s nedůvěrou, A-42, A-44)</translation>
        </message>
        <message>
            <source>Suppress distrust (1 reserve)</source>
            <translation>Potlačit nedůvěru (1 rezerva)</translation>
        </message>
        <message>
            <source>A reserve suppresses distrust toward {name} for this test (A-44)</source>
            <translation>Rezerva potlačí nedůvěru k postavě {name} pro tento test (A-44)</translation>
        </message>
        <message>
            <source>Tries to remove:</source>
            <translation>Snaží se odstranit:</translation>
        </message>
        <message>
            <source> · full distrust of {names}: no advantages</source>
            <translation> · naprostá nedůvěra ({names}): žádné výhody</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>nikdo</translation>
        </message>
        <message>
            <source>such as {cards} or {typed}</source>
            <translation>např. {cards} nebo {typed}</translation>
        </message>
        <message>
            <source>Each success removes one, each complication strengthens it (A-23)</source>
            <translation>Každý úspěch jeden odstraní, každá komplikace ho posílí (A-23)</translation>
        </message>
        <message numerus="yes">
            <source> · costs %n reserve(s)</source>
            <translation>
                <numerusform> · stojí %n rezervu</numerusform>
                <numerusform> · stojí %n rezervy</numerusform>
                <numerusform> · stojí %n rezerv</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Draws &lt;b&gt;%n&lt;/b&gt; card(s): {parts}{cost}{note}</source>
            <translation>
                <numerusform>Táhne &lt;b&gt;%n&lt;/b&gt; kartu: {parts}{cost}{note}</numerusform>
                <numerusform>Táhne &lt;b&gt;%n&lt;/b&gt; karty: {parts}{cost}{note}</numerusform>
                <numerusform>Táhne &lt;b&gt;%n&lt;/b&gt; karet: {parts}{cost}{note}</numerusform>
            </translation>
        </message>
        <message>
            <source> — type them in the order drawn</source>
            <translation> — zapište je v pořadí tažení</translation>
        </message>
    </context>
    <context>
        <name>Play</name>
        <message>
            <source>Take {card} from {pile}</source>
            <translation>Vzít {card} zpět ({pile})</translation>
        </message>
        <message>
            <source>an action must be a JSON object, not {data}</source>
            <translation>akce musí být objekt JSON, ne {data}</translation>
        </message>
        <message>
            <source>unknown action {do} (actions: {known})</source>
            <translation>neznámá akce {do} (akce: {known})</translation>
        </message>
        <message>
            <source>action '{do}': {error}</source>
            <translation>akce „{do}“: {error}</translation>
        </message>
        <message>
            <source>the session's setup did not use all its stored random values</source>
            <translation>příprava sezení nevyužila všechny uložené náhodné hodnoty</translation>
        </message>
        <message>
            <source>there is nothing to undo</source>
            <translation>není co vrátit zpět</translation>
        </message>
        <message>
            <source>there is nothing to redo</source>
            <translation>není co zopakovat</translation>
        </message>
        <message>
            <source>the table could not be rebuilt: an action used other dice</source>
            <translation>stůl nešlo obnovit: jedna z akcí použila jiné kostky</translation>
        </message>
        <message>
            <source>{action} takes no fields, but was given '{field}'</source>
            <translation>{action} nemá žádná pole, ale dostala „{field}“</translation>
        </message>
        <message>
            <source>{action} takes no field '{field}'</source>
            <translation>{action} nemá pole '{field}'</translation>
        </message>
        <message>
            <source>a contribution is a text of 1 to {most} characters, not {value}</source>
            <translation>příspěvek je text o 1 až {most} znacích, ne {value}</translation>
        </message>
        <message>
            <source>the stored random values do not fit this session's actions</source>
            <translation>uložené náhodné hodnoty neodpovídají akcím tohoto sezení</translation>
        </message>
        <message>
            <source>play session '{name}' is damaged ({error})</source>
            <translation>herní sezení „{name}“ je poškozené ({error})</translation>
        </message>
        <message>
            <source>the session's setup must be an object with a 'table' object</source>
            <translation>příprava sezení musí být objekt s objektem „table“</translation>
        </message>
        <message>
            <source>the session's events must be a list</source>
            <translation>události sezení musí být seznam</translation>
        </message>
        <message>
            <source>the session's setup</source>
            <translation>příprava sezení</translation>
        </message>
        <message>
            <source>stored action {number} is not an object with an 'action'</source>
            <translation>uložená akce {number} není objekt s „action“</translation>
        </message>
        <message>
            <source>field 'text' must be one line of text, not {value}</source>
            <translation>pole „text“ musí být jeden řádek textu, ne {value}</translation>
        </message>
        <message>
            <source>field 'by' must be a player's name, not {value}</source>
            <translation>pole 'by' musí být jméno hráče, ne {value}</translation>
        </message>
        <message>
            <source>field 'seed' must be 64 hex digits, not {value}</source>
            <translation>pole 'seed' musí mít 64 šestnáctkových číslic, ne {value}</translation>
        </message>
        <message>
            <source>unknown field '{field}' (an event of this action holds {known})</source>
            <translation>neznámé pole „{field}“ (událost této akce obsahuje {known})</translation>
        </message>
        <message>
            <source>field 'at' must be when it happened, in seconds since 1970 (up to the year 9999), not {value}</source>
            <translation>pole „at“ musí být okamžik, kdy se to stalo, v sekundách od roku 1970 (nejpozději v roce 9999), ne {value}</translation>
        </message>
        <message>
            <source>field '{field}' must be {expected}, not {value}</source>
            <translation>pole „{field}“ musí být {expected}, ne {value}</translation>
        </message>
        <message>
            <source>it has no 'outcome'</source>
            <translation>nemá „outcome“</translation>
        </message>
        <message>
            <source>field '{field}' is not what the action comes to when replayed</source>
            <translation>pole „{field}“ neodpovídá tomu, k čemu akce při přehrání vede</translation>
        </message>
        <message>
            <source>stored action {number}: {problem}</source>
            <translation>uložená akce {number}: {problem}</translation>
        </message>
        <message>
            <source>stored action {number}</source>
            <translation>uložená akce {number}</translation>
        </message>
        <message>
            <source>stored action {number} no longer replays: {error}</source>
            <translation>uloženou akci {number} už nejde přehrát: {error}</translation>
        </message>
        <message>
            <source>this session has no seed to reveal: it is not a digital table</source>
            <translation>toto sezení nemá semínko k odhalení: není to digitální stůl</translation>
        </message>
        <message>
            <source>a contribution changes a digital table's shuffles: this one has none</source>
            <translation>příspěvek mění míchání digitálního stolu: tento stůl žádné nemá</translation>
        </message>
        <message>
            <source>this session's seed is revealed already</source>
            <translation>semínko tohoto sezení je už odhalené</translation>
        </message>
        <message>
            <source>{what}: its stored random values must be a list of numbers</source>
            <translation>{what}: uložené náhodné hodnoty musí být seznam čísel</translation>
        </message>
        <message>
            <source>{what} did not use all its stored random values: the log does not fit</source>
            <translation>{what}: nevyužila všechny uložené náhodné hodnoty, záznam nesedí</translation>
        </message>
        <message>
            <source>tick at least one {character} to play (add them in Characters mode)</source>
            <translation>zaškrtněte, kdo bude hrát – alespoň jedna postava ({character}); přidáte je v režimu Postavy</translation>
        </message>
        <message>
            <source>random value {number} does not follow from the seed</source>
            <translation>náhodná hodnota {number} neplyne ze semínka</translation>
        </message>
        <message>
            <source>derived by '{algorithm}', which this Card Desk does not know</source>
            <translation>odvozeno postupem '{algorithm}', který tato verze Card Desku nezná</translation>
        </message>
        <message>
            <source>the revealed seed does not match its commitment</source>
            <translation>odhalené semínko neodpovídá svému otisku</translation>
        </message>
        <message>
            <source>field 'cards' must name 1 to {most} cards</source>
            <translation>pole 'cards' musí uvádět 1 až {most} karet</translation>
        </message>
        <message>
            <source>field 'count' must be 1 to {most}, not {count}</source>
            <translation>pole 'count' musí být 1 až {most}, ne {count}</translation>
        </message>
        <message>
            <source>field 'players' must name at least one player</source>
            <translation>pole 'players' musí uvádět aspoň jednoho hráče</translation>
        </message>
        <message>
            <source>these rules deal no cards to players</source>
            <translation>tato pravidla hráčům karty nerozdávají</translation>
        </message>
        <message>
            <source>at a mirror table the real deck is handled: {what}</source>
            <translation>u zrcadleného stolu se zachází se skutečným balíčkem: {what}</translation>
        </message>
        <message>
            <source>the app does not know its order, only that the cards are back</source>
            <translation>aplikace nezná jeho pořadí, jen ví, že karty jsou zpět</translation>
        </message>
        <message>
            <source>a shuffle of its draw pile changes nothing the app follows</source>
            <translation>zamíchání jeho dobíracího balíčku nemění nic, co aplikace sleduje</translation>
        </message>
        <message>
            <source>look at the real cards, and type in those dealt</source>
            <translation>podívejte se na skutečné karty a rozdané zapište</translation>
        </message>
        <message>
            <source>this table shuffles its own deck: put the cards on top, at the bottom or at a random place</source>
            <translation>tento stůl míchá vlastní balíček: vraťte karty navrch, naspod nebo na náhodné místo</translation>
        </message>
        <message numerus="yes">
            <source>{deck} holds %n card(s) to deal: deal at most that many</source>
            <translation>
                <numerusform>{deck}: k rozdání zbývá %n karta, rozdejte nanejvýš tolik</numerusform>
                <numerusform>{deck}: k rozdání zbývají %n karty, rozdejte nanejvýš tolik</numerusform>
                <numerusform>{deck}: k rozdání zbývá %n karet, rozdejte nanejvýš tolik</numerusform>
            </translation>
        </message>
        <message>
            <source>a player is named twice: deal to each once</source>
            <translation>hráč je uveden dvakrát: rozdejte každému jen jednou</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) dealt to {name}</source>
            <translation>
                <numerusform>{name} dostává %n kartu</numerusform>
                <numerusform>{name} dostává %n karty</numerusform>
                <numerusform>{name} dostává %n karet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) dealt to each of {names}</source>
            <translation>
                <numerusform>Každý dostává %n kartu: {names}</numerusform>
                <numerusform>Každý dostává %n karty: {names}</numerusform>
                <numerusform>Každý dostává %n karet: {names}</numerusform>
            </translation>
        </message>
        <message>
            <source>reshuffled: {names}</source>
            <translation>zamícháno: {names}</translation>
        </message>
        <message>
            <source>{cards} put back on top of the draw pile ({deck})</source>
            <translation>Navrch dobíracího balíčku vráceno: {cards} ({deck})</translation>
        </message>
        <message>
            <source>{cards} put back at the bottom of the draw pile ({deck})</source>
            <translation>Naspod dobíracího balíčku vráceno: {cards} ({deck})</translation>
        </message>
        <message>
            <source>{cards} put back at a random place in the draw pile ({deck})</source>
            <translation>Na náhodné místo v dobíracím balíčku vráceno: {cards} ({deck})</translation>
        </message>
        <message>
            <source>{cards} back in the real deck ({deck})</source>
            <translation>Zpět ve skutečném balíčku: {cards} ({deck})</translation>
        </message>
        <message>
            <source>{cards} taken out of play ({deck})</source>
            <translation>Vyřazeno ze hry: {cards} ({deck})</translation>
        </message>
        <message numerus="yes">
            <source>{game_master} looks at the top %n card(s) of the draw pile ({deck})</source>
            <translation>
                <numerusform>{game_master} se dívá na vrchní %n kartu dobíracího balíčku ({deck})</numerusform>
                <numerusform>{game_master} se dívá na vrchní %n karty dobíracího balíčku ({deck})</numerusform>
                <numerusform>{game_master} se dívá na vrchních %n karet dobíracího balíčku ({deck})</numerusform>
            </translation>
        </message>
        <message>
            <source>The game master</source>
            <translation>Vypravěč</translation>
        </message>
        <message>
            <source>The draw pile is shuffled ({deck})</source>
            <translation>Dobírací balíček je zamíchán ({deck})</translation>
        </message>
        <message>
            <source>The real deck was reshuffled: its discard pile is back in the draw pile ({deck})</source>
            <translation>Skutečný balíček byl zamíchán: odhazovací balíček je zpět v dobíracím ({deck})</translation>
        </message>
        <message>
            <source>The discard pile is shuffled back into the draw pile ({deck})</source>
            <translation>Odhazovací balíček je zamíchán zpět do dobíracího ({deck})</translation>
        </message>
    </context>
    <context>
        <name>PlayersDialog</name>
        <message>
            <source>Open or start a session first: the phones show its table.</source>
            <translation>Nejdřív otevři nebo začni sezení: telefony ukazují jeho stůl.</translation>
        </message>
        <message>
            <source>Players' phones</source>
            <translation>Telefony hráčů</translation>
        </message>
        <message>
            <source>any free port</source>
            <translation>jakýkoli volný port</translation>
        </message>
        <message>
            <source>The phones must be on this computer's network. The connection is not encrypted: anyone on a shared network can read what the phones are sent. A link keeps out those who do not have it; revoke one that went astray.</source>
            <translation>Telefony musí být na síti tohoto počítače. Spojení není šifrované: kdokoli na sdílené síti může číst, co telefony dostávají. Odkaz nepustí ty, kdo ho nemají; odkaz, který se zatoulal, zruš.</translation>
        </message>
        <message>
            <source>Address the phones reach</source>
            <translation>Adresa, na kterou se telefony připojí</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>Port</translation>
        </message>
        <message>
            <source>Cannot serve on {address}: {reason}</source>
            <translation>Na {address} nelze spustit server: {reason}</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Zastavit</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Spustit</translation>
        </message>
        <message>
            <source>Serving on {address}: each player scans their own code.</source>
            <translation>Server běží na {address}: každý hráč si naskenuje svůj kód.</translation>
        </message>
        <message>
            <source>Not serving: choose the address the phones reach and start.</source>
            <translation>Server neběží: zvol adresu, na kterou se telefony připojí, a spusť ho.</translation>
        </message>
        <message>
            <source>Link revoked</source>
            <translation>Odkaz zrušen</translation>
        </message>
        <message numerus="yes">
            <source>Connected (%n page(s))</source>
            <translation>
                <numerusform>Připojeno (%n stránka)</numerusform>
                <numerusform>Připojeno (%n stránky)</numerusform>
                <numerusform>Připojeno (%n stránek)</numerusform>
            </translation>
        </message>
        <message>
            <source>Not connected</source>
            <translation>Nepřipojeno</translation>
        </message>
        <message>
            <source>Revoke</source>
            <translation>Zrušit odkaz</translation>
        </message>
        <message>
            <source>The phone that has this link loses the table</source>
            <translation>Telefon s tímto odkazem přijde o stůl</translation>
        </message>
        <message>
            <source>New link</source>
            <translation>Nový odkaz</translation>
        </message>
        <message>
            <source>Revoke this link and show a new code for the player</source>
            <translation>Zrušit tento odkaz a ukázat hráči nový kód</translation>
        </message>
    </context>
    <context>
        <name>PortraitBox</name>
        <message>
            <source>Choose…</source>
            <translation>Vybrat…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Odebrat</translation>
        </message>
        <message>
            <source>Drop a picture here</source>
            <translation>Sem přetáhněte obrázek</translation>
        </message>
    </context>
    <context>
        <name>Portraits</name>
        <message>
            <source>the image</source>
            <translation>obrázek</translation>
        </message>
        <message>
            <source>{label}: cannot read the file ({reason})</source>
            <translation>{label}: soubor nelze přečíst ({reason})</translation>
        </message>
        <message>
            <source>{label} is too large to be a portrait ({width} × {height} pixels; up to {number} million, or any JPEG photo)</source>
            <translation>{label} je na portrét příliš velký ({width} × {height} pixelů; nejvýš {number} milionů, nebo jakákoli fotka JPEG)</translation>
        </message>
        <message>
            <source>{label} is too large to be a portrait (over {number} million pixels)</source>
            <translation>{label} je na portrét příliš velký (přes {number} milionů pixelů)</translation>
        </message>
        <message>
            <source>{label} is not an image Card Desk reads (PNG, JPEG, WebP, GIF, BMP or TIFF)</source>
            <translation>{label} není obrázek, který Card Desk přečte (PNG, JPEG, WebP, GIF, BMP nebo TIFF)</translation>
        </message>
        <message>
            <source>{label} is a damaged image ({error})</source>
            <translation>{label} je poškozený obrázek ({error})</translation>
        </message>
        <message>
            <source>the crop {width}×{height} at ({left}, {top}) does not lie inside the {width2}×{height2} image</source>
            <translation>výřez {width}×{height} na ({left}, {top}) neleží uvnitř obrázku {width2}×{height2}</translation>
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
            <translation>{power}: {reach} (pravidlo U-40)</translation>
        </message>
        <message>
            <source>&amp;Use the power</source>
            <translation>Po&amp;užít schopnost</translation>
        </message>
        <message>
            <source>P&amp;ower</source>
            <translation>S&amp;chopnost</translation>
        </message>
        <message>
            <source>Who &amp;looks</source>
            <translation>Kdo se dí&amp;vá</translation>
        </message>
        <message>
            <source>At &amp;whose cards</source>
            <translation>Na čí ka&amp;rty</translation>
        </message>
        <message>
            <source>Card &amp;number</source>
            <translation>Čís&amp;lo karty</translation>
        </message>
        <message>
            <source>sees the next card of another player's draw pile</source>
            <translation>vidí příští kartu dobíracího balíčku jiného hráče</translation>
        </message>
        <message>
            <source>sees one card of another player's hand</source>
            <translation>vidí jednu kartu v ruce jiného hráče</translation>
        </message>
        <message>
            <source>sees one card of another player's deck</source>
            <translation>vidí jednu kartu balíčku jiného hráče</translation>
        </message>
        <message>
            <source>sees one card of a hand, the user's own too</source>
            <translation>vidí jednu kartu v ruce, i ve vlastní</translation>
        </message>
        <message>
            <source>sees one card of a deck, the user's own too</source>
            <translation>vidí jednu kartu balíčku, i vlastního</translation>
        </message>
        <message>
            <source>{power}: {reach}.</source>
            <translation>{power}: {reach}.</translation>
        </message>
        <message>
            <source>a card at random</source>
            <translation>náhodná karta</translation>
        </message>
        <message>
            <source> from the top</source>
            <translation>. shora</translation>
        </message>
        <message>
            <source>the next card</source>
            <translation>příští karta</translation>
        </message>
        <message>
            <source>the top card</source>
            <translation>vrchní karta</translation>
        </message>
        <message>
            <source>card </source>
            <translation>karta </translation>
        </message>
        <message>
            <source>What {viewer} saw with {power}</source>
            <translation>Co {viewer} vidí díky schopnosti {power}</translation>
        </message>
    </context>
    <context>
        <name>Preflight</name>
        <message>
            <source>the {field} is {mm:.1f} mm too long, even in the smallest type: shorten it or choose a larger card</source>
            <translation>{field}: o {mm:.1f} mm delší, i nejmenším písmem; zkraťte text nebo zvolte větší kartu</translation>
        </message>
        <message>
            <source>the {field} prints at {dpi} dpi and may look blurred</source>
            <translation>{field}: tiskne se v {dpi} dpi a může vypadat rozmazaně</translation>
        </message>
        <message>
            <source>the {field} has letters the card font cannot print: {letters}</source>
            <translation>{field}: obsahuje znaky, které písmo karty neumí: {letters}</translation>
        </message>
        <message>
            <source>the {field} cannot be read ({reason})</source>
            <translation>{field}: nelze přečíst ({reason})</translation>
        </message>
        <message numerus="yes">
            <source>%n more field(s)</source>
            <translation>
                <numerusform>%n další pole</numerusform>
                <numerusform>%n další pole</numerusform>
                <numerusform>%n dalších polí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>card full: {field} and {more} continue on %n card(s)</source>
            <translation>
                <numerusform>karta je plná: {field} a {more} pokračují na %n kartě</numerusform>
                <numerusform>karta je plná: {field} a {more} pokračují na %n kartách</numerusform>
                <numerusform>karta je plná: {field} a {more} pokračují na %n kartách</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>card full: {field} continues on %n card(s)</source>
            <translation>
                <numerusform>karta je plná: {field} pokračuje na %n kartě</numerusform>
                <numerusform>karta je plná: {field} pokračuje na %n kartách</numerusform>
                <numerusform>karta je plná: {field} pokračuje na %n kartách</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintLabels</name>
        <message>
            <source>Character</source>
            <translation>Postava</translation>
        </message>
        <message>
            <source>Agent</source>
            <translation>Agent</translation>
        </message>
        <message>
            <source>Aspect</source>
            <translation>Aspekt</translation>
        </message>
        <message>
            <source>Negative aspect</source>
            <translation>Negativní aspekt</translation>
        </message>
        <message>
            <source>Special aspect</source>
            <translation>Speciální aspekt</translation>
        </message>
        <message>
            <source>Temporary aspect</source>
            <translation>Dočasný aspekt</translation>
        </message>
        <message>
            <source>Limiting aspect</source>
            <translation>Omezující aspekt</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Vybavení</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Vyčerpáno</translation>
        </message>
        <message>
            <source>Relationship</source>
            <translation>Vztah</translation>
        </message>
        <message>
            <source>Full distrust</source>
            <translation>Naprostá nedůvěra</translation>
        </message>
        <message>
            <source>Partial distrust</source>
            <translation>Částečná nedůvěra</translation>
        </message>
        <message>
            <source>Neutral</source>
            <translation>Neutrální</translation>
        </message>
        <message>
            <source>Partial trust</source>
            <translation>Částečná důvěra</translation>
        </message>
        <message>
            <source>Full trust</source>
            <translation>Naprostá důvěra</translation>
        </message>
        <message>
            <source>Reasons</source>
            <translation>Důvody</translation>
        </message>
        <message>
            <source>Reserve</source>
            <translation>Rezerva</translation>
        </message>
        <message>
            <source>A temporary aspect: draw one more card</source>
            <translation>Dočasný aspekt: táhni kartu navíc</translation>
        </message>
        <message>
            <source>Ignore one disadvantage</source>
            <translation>Odstraň jednu nevýhodu</translation>
        </message>
        <message>
            <source>Use a special aspect</source>
            <translation>Použij speciální aspekt</translation>
        </message>
        <message>
            <source>Ignore distrust for one action</source>
            <translation>Ignoruj nedůvěru pro jeden test</translation>
        </message>
        <message>
            <source>A detail, an item, a vote</source>
            <translation>Popiš detail, najdi předmět, přidej hlas</translation>
        </message>
        <message>
            <source>Restore one exhausted aspect</source>
            <translation>Obnov jeden vyčerpaný aspekt</translation>
        </message>
        <message>
            <source>Coordinator's reserve</source>
            <translation>Rezerva Koordinátora</translation>
        </message>
        <message>
            <source>Add a complication during a player's test</source>
            <translation>Přidej komplikaci během testu hráče</translation>
        </message>
        <message>
            <source>Raise a threatening factor for one character</source>
            <translation>Navyš Ohrožení pro jedinou postavu</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Hrozba</translation>
        </message>
        <message>
            <source>Escalation</source>
            <translation>Eskalace</translation>
        </message>
        <message>
            <source>Threat level</source>
            <translation>Ohrožení</translation>
        </message>
        <message>
            <source>Milestone</source>
            <translation>Milník</translation>
        </message>
        <message>
            <source>Trait</source>
            <translation>Rys</translation>
        </message>
        <message>
            <source>Consequence</source>
            <translation>Následek</translation>
        </message>
        <message>
            <source>Circumstance</source>
            <translation>Okolnost</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Hodnota</translation>
        </message>
        <message>
            <source>Banks</source>
            <translation>Banky</translation>
        </message>
        <message>
            <source>Physical</source>
            <translation>Fyzický</translation>
        </message>
        <message>
            <source>Social</source>
            <translation>Sociální</translation>
        </message>
        <message>
            <source>Mental</source>
            <translation>Mentální</translation>
        </message>
        <message>
            <source>Proficiency</source>
            <translation>Zručnost</translation>
        </message>
        <message>
            <source>Capacities</source>
            <translation>Kapacity</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>Dovednosti</translation>
        </message>
        <message>
            <source>Scars</source>
            <translation>Jizvy</translation>
        </message>
        <message>
            <source>Attributes</source>
            <translation>Atributy</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Štěstí</translation>
        </message>
        <message>
            <source>Blessings and curses</source>
            <translation>Požehnání a kletby</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Poznámky</translation>
        </message>
        <message>
            <source>Luck and notes</source>
            <translation>Štěstí a poznámky</translation>
        </message>
        <message>
            <source>Rules reference</source>
            <translation>Přehled pravidel</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>Žolík</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Černá</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Červená</translation>
        </message>
        <message>
            <source>Red joker</source>
            <translation>Červený žolík</translation>
        </message>
        <message>
            <source>Black joker</source>
            <translation>Černý žolík</translation>
        </message>
        <message>
            <source>and back scale X = {x} %, Y = {y} %</source>
            <translation>a s měřítkem rubů X = {x} %, Y = {y} %</translation>
        </message>
        <message>
            <source>Replace these cards</source>
            <translation>Vyměňte tyto karty</translation>
        </message>
        <message>
            <source>These cards changed since they were last printed. Put each new card in its owner's pile and take the old one out.</source>
            <translation>Tyto karty se od posledního tisku změnily. Každou novou kartu vložte do balíčku jejího majitele a starou vyřaďte.</translation>
        </message>
        <message>
            <source>The game master's and shared cards</source>
            <translation>Karty vypravěče a společné karty</translation>
        </message>
        <message>
            <source>{kind}: {card}</source>
            <translation>{kind}: {card}</translation>
        </message>
        <message>
            <source>Agents</source>
            <translation>Agenti</translation>
        </message>
        <message>
            <source>Draw 1 card + 1 for each aspect you describe. Black is a success, red a complication.</source>
            <translation>Táhni 1 kartu + 1 za každý popsaný aspekt. Černá je úspěch, červená komplikace.</translation>
        </message>
        <message>
            <source>Exhaust an aspect for an advantage: remove one red card.</source>
            <translation>Vyčerpáním aspektu získáš výhodu: odeber jednu kartu komplikace.</translation>
        </message>
        <message>
            <source>The Coordinator exhausts a negative aspect for a disadvantage: remove one black card.</source>
            <translation>Koordinátor vyčerpá negativní aspekt jako nevýhodu: odebere se jedna karta úspěchu.</translation>
        </message>
        <message>
            <source>At least one drawn card always stays on the table.</source>
            <translation>Na stole vždy zůstane alespoň jedna tažená karta.</translation>
        </message>
        <message>
            <source>Each step of complications raises the Threat level; each step of successes reaches a milestone.</source>
            <translation>Kdykoli přibude tolik komplikací, kolik je agentů, vzroste Ohrožení o 1; u úspěchů je to milník.</translation>
        </message>
        <message>
            <source>Founders</source>
            <translation>Zakladatelé</translation>
        </message>
        <message>
            <source>Roll 2d6 + helping tags − hindering tags.</source>
            <translation>Hoď 2k6 + štítky, které pomáhají, − štítky, které překážejí.</translation>
        </message>
        <message>
            <source>Easy 4, Normal 7, Hard 10, Very hard 13: meet it to succeed.</source>
            <translation>Obtížnost: snadná 4, běžná 7, těžká 10, velmi těžká 13; dosáhni jí a uspěješ.</translation>
        </message>
        <message>
            <source>Snake eyes fail and bring a bad Circumstance; boxcars succeed and bring a good one.</source>
            <translation>Dvě jedničky: neúspěch a zlá Okolnost; dvě šestky: úspěch a dobrá Okolnost.</translation>
        </message>
        <message>
            <source>A failure gives an Adversity token: +1 on a later roll.</source>
            <translation>Neúspěch dá žeton Nepřízně: +1 k pozdějšímu hodu.</translation>
        </message>
        <message>
            <source>Risky maneuver: reroll a failing check once; the Director gains a Suspicion point.</source>
            <translation>Riskantní manévr: jednou přehoď neúspěšný hod; Režisér získá bod Podezření.</translation>
        </message>
        <message>
            <source>Dice banks</source>
            <translation>Banky kostek</translation>
        </message>
        <message>
            <source>Banks: Physical, Social, Mental, each Proficiency + 2 d10.</source>
            <translation>Banky Fyzický, Sociální a Mentální: každý má Zručnost + 2 k10.</translation>
        </message>
        <message>
            <source>One action a round: spend at least one die of its bank; banks refill each round.</source>
            <translation>Jedna akce na kolo: použij aspoň jednu kostku z jejího banku; na začátku kola se banky obnoví.</translation>
        </message>
        <message>
            <source>A die of max(10 − skill, 5) or more is a success.</source>
            <translation>Kostka s číslem (10 − Dovednost, min. 5) a vyšším je úspěch.</translation>
        </message>
        <message>
            <source>A die of min(15 − skill, 10) or more is a success and is rolled again.</source>
            <translation>Kostka s číslem (15 − Dovednost, max. 10) a vyšším dá Úspěch a přehodí se.</translation>
        </message>
        <message>
            <source>Burn a Scar: take stun damage for extra dice or +1 Power.</source>
            <translation>Pálení Jizvy: každé Omračující (/) zranění dá kostku navíc, nebo +1 k Moci.</translation>
        </message>
        <message>
            <source>Cinematic cards</source>
            <translation>Filmové karty</translation>
        </message>
        <message>
            <source>Attribute + Skill + card must beat the Difficulty (9 or more).</source>
            <translation>Atribut + Dovednost + karta musí překonat Obtížnost (nejméně 9).</translation>
        </message>
        <message>
            <source>2 to 10 count their value; J, Q, K count 5 and draw a second card.</source>
            <translation>Karty 2 až 10 platí svou hodnotou; figury platí 5 a táhne se další karta.</translation>
        </message>
        <message>
            <source>Ace: draw again and subtract — below 0 is a critical failure.</source>
            <translation>Eso: táhni znovu a odečti — pod 0 je kritický neúspěch.</translation>
        </message>
        <message>
            <source>A natural 10: draw again and add — over 20 is a critical success.</source>
            <translation>Přirozená desítka: táhni znovu a přičti — nad 20 je kritický úspěch.</translation>
        </message>
        <message>
            <source>Joker: draw again — black is a critical failure, red a critical success.</source>
            <translation>Žolík: táhni znovu — černá je kritický neúspěch, červená kritický úspěch.</translation>
        </message>
        <message>
            <source>Back alignment check</source>
            <translation>Kontrola zarovnání rubů</translation>
        </message>
        <message>
            <source>Print this sheet double-sided with the settings you will use for the cards. Hold it against a light, this side towards you. Where the cross printed on the back crosses each scale, read the number: add the horizontal one to the back offset X and the vertical one to Y, in millimetres.</source>
            <translation>Vytiskněte tento list oboustranně se stejným nastavením, jaké použijete pro karty. Podržte ho proti světlu touto stranou k sobě. Tam, kde kříž vytištěný na rubu protíná každou stupnici, odečtěte číslo: vodorovné přičtěte k posunu rubů X, svislé k Y, v milimetrech.</translation>
        </message>
        <message>
            <source>Back of the alignment check</source>
            <translation>Rub kontroly zarovnání</translation>
        </message>
        <message>
            <source>Printed with back offset X = {x} mm, Y = {y} mm</source>
            <translation>Vytištěno s posunem rubů X = {x} mm, Y = {y} mm</translation>
        </message>
    </context>
    <context>
        <name>PrintOptions</name>
        <message>
            <source>--png writes PNG files and --pod a PDF: choose one of them</source>
            <translation>--png zapisuje soubory PNG a --pod PDF: zvolte jen jedno z nich</translation>
        </message>
        <message>
            <source>a printer profile is for printing at home; a print-on-demand service places each back itself: leave out --profile</source>
            <translation>profil tiskárny je pro tisk doma; služba tisku na zakázku umísťuje každý rub sama: vynechte --profile</translation>
        </message>
        <message>
            <source>a printer profile is for printing at home; PNG files go to a card maker, who places each back: leave out --profile</source>
            <translation>profil tiskárny je pro tisk doma; soubory PNG jdou k výrobci karet, který umístí každý rub sám: vynechte --profile</translation>
        </message>
        <message>
            <source>{out} is named as a PNG file, but a PDF is written: name it .pdf, or add --png for PNG files (written to a new folder)</source>
            <translation>{out} má jméno souboru PNG, ale zapisuje se PDF: pojmenujte ho .pdf, nebo přidejte --png pro soubory PNG (zapíší se do nové složky)</translation>
        </message>
        <message>
            <source>bleed</source>
            <translation>spadávka</translation>
        </message>
        <message>
            <source>gap</source>
            <translation>mezera</translation>
        </message>
        <message>
            <source>margin</source>
            <translation>okraj</translation>
        </message>
        <message>
            <source>a back scale only changes double-sided backs: choose long or short for the backs, or leave out --back-scale</source>
            <translation>měřítko rubů mění jen ruby při oboustranném tisku: u rubů zvolte long nebo short, nebo vynechte --back-scale</translation>
        </message>
        <message>
            <source>a {what} of '{text}' is not a length: give millimetres, such as 3 or 2.5</source>
            <translation>{what} „{text}“ není délka: zadejte milimetry, například 3 nebo 2.5</translation>
        </message>
        <message>
            <source>name at least one kind of card: {kinds}</source>
            <translation>uveďte alespoň jeden druh karet: {kinds}</translation>
        </message>
        <message>
            <source>unknown kind of card '{kind}': use one or more of {kinds}, separated by commas</source>
            <translation>neznámý druh karet „{kind}“: použijte jeden nebo více z {kinds}, oddělené čárkami</translation>
        </message>
        <message>
            <source>name at least one character, or leave --characters out for all</source>
            <translation>uveďte alespoň jednu postavu, nebo --characters vynechte a vytisknou se všechny</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>zatím žádné</translation>
        </message>
        <message>
            <source>no character called '{name}' in the campaign (characters: {names})</source>
            <translation>v kampani není žádná postava jménem „{name}“ (postavy: {names})</translation>
        </message>
        <message>
            <source>there are no write-in cards of the kind {kind}: use one of {kinds}</source>
            <translation>prázdné karty druhu {kind} neexistují: použijte jeden z {kinds}</translation>
        </message>
        <message>
            <source>{value} write-in cards of the kind {kind}: give a whole number from 1 to {most}</source>
            <translation>{value} prázdných karet druhu {kind}: zadejte celé číslo od 1 do {most}</translation>
        </message>
        <message>
            <source>'{text}' is not KIND={what}: write it as aspect={what}</source>
            <translation>„{text}“ není DRUH={what}: zapište ho jako aspect={what}</translation>
        </message>
        <message>
            <source>'{text}' names more than one kind: give one KIND={what} each</source>
            <translation>„{text}“ jmenuje víc než jeden druh: zadejte každý zvlášť jako DRUH={what}</translation>
        </message>
        <message>
            <source>the kind {kind} is given twice ({first} and {second}): give each kind once</source>
            <translation>druh {kind} je zadán dvakrát ({first} a {second}): zadejte každý druh jednou</translation>
        </message>
        <message>
            <source>{value} copies of the cards of the kind {kind}: give a whole number from 0 to {most}</source>
            <translation>{value} kopií karet druhu {kind}: zadejte celé číslo od 0 do {most}</translation>
        </message>
        <message>
            <source>separate fronts and backs need double-sided backs: choose long or short for the backs, the way you will turn the sheets over</source>
            <translation>oddělené líce a ruby potřebují oboustranné ruby: u rubů zvolte long nebo short, podle toho, jak budete archy otáčet</translation>
        </message>
        <message>
            <source>the calibration sheet checks double-sided printing: choose long or short for the backs</source>
            <translation>kalibrační arch ověřuje oboustranný tisk: u rubů zvolte long nebo short</translation>
        </message>
        <message>
            <source>cannot read the back picture {path}: {reason}</source>
            <translation>obrázek na rub {path} nelze přečíst: {reason}</translation>
        </message>
        <message>
            <source>{path} is not a PNG or JPEG picture that can be printed ({reason})</source>
            <translation>{path} není obrázek PNG ani JPEG, který lze vytisknout ({reason})</translation>
        </message>
        <message>
            <source>a card of {width}×{height} mm is not printable: each side must be {low}–{high} mm</source>
            <translation>kartu {width}×{height} mm nelze vytisknout: každá strana musí měřit {low}–{high} mm</translation>
        </message>
        <message>
            <source>a page of {width}×{height} mm is not printable: each side must be {low}–{high} mm</source>
            <translation>stránku {width}×{height} mm nelze vytisknout: každá strana musí měřit {low}–{high} mm</translation>
        </message>
        <message>
            <source>unknown card size '{text}': use one of {valid}, or WIDTHxHEIGHT in mm such as 60x90</source>
            <translation>neznámá velikost karty „{text}“: použijte jednu z {valid}, nebo ŠÍŘKAxVÝŠKA v mm, například 60x90</translation>
        </message>
        <message>
            <source>unknown page size '{text}': use one of {valid}, or WIDTHxHEIGHT in mm such as 60x90</source>
            <translation>neznámá velikost stránky „{text}“: použijte jednu z {valid}, nebo ŠÍŘKAxVÝŠKA v mm, například 60x90</translation>
        </message>
        <message>
            <source>a card of {width}×{height} mm is too small for the card design: cards must be at least {smallest} (mini cards are 44×68 mm)</source>
            <translation>karta {width}×{height} mm je na návrh karet příliš malá: karty musí mít alespoň {smallest} (mini karty mají 44×68 mm)</translation>
        </message>
        <message>
            <source>no card labels in the language '{language}': use one of {codes}</source>
            <translation>popisky karet v jazyce „{language}“ nejsou: použijte jeden z {codes}</translation>
        </message>
        <message>
            <source>crop marks</source>
            <translation>ořezové značky</translation>
        </message>
        <message>
            <source>backs</source>
            <translation>ruby</translation>
        </message>
        <message>
            <source>'{text}' is not a back offset: write X,Y in millimetres, such as 0.5,-1</source>
            <translation>„{text}“ není posun rubů: zapište X,Y v milimetrech, například 0.5,-1</translation>
        </message>
        <message>
            <source>unknown {what} '{text}': use one of {valid}</source>
            <translation>{what}: neznámá hodnota „{text}“: použijte jednu z {valid}</translation>
        </message>
        <message>
            <source>a back offset of {x},{y} mm is more than any printer is off: each value must be between −{most} and {most} mm</source>
            <translation>posun rubů {x},{y} mm je větší, než o kolik se kterákoli tiskárna mýlí: každá hodnota musí ležet mezi −{most} a {most} mm</translation>
        </message>
        <message>
            <source>a bleed of {length} mm is not possible: use 0 to {most} mm</source>
            <translation>spadávka {length} mm není možná: použijte 0 až {most} mm</translation>
        </message>
        <message>
            <source>a gap of {length} mm is not possible: use 0 to {most} mm</source>
            <translation>mezera {length} mm není možná: použijte 0 až {most} mm</translation>
        </message>
        <message>
            <source>a page margin of {length} mm is not possible: use 0 to {most} mm</source>
            <translation>okraj stránky {length} mm není možný: použijte 0 až {most} mm</translation>
        </message>
        <message>
            <source>a back scale of {x} %, {y} % is more than any printer stretches a page: each value must be between {least} and {most} %</source>
            <translation>měřítko rubů {x} %, {y} % je víc, než o kolik kterákoli tiskárna stránku natáhne: každá hodnota musí být mezi {least} a {most} %</translation>
        </message>
        <message>
            <source>a {card} card with its bleed and crop marks does not fit inside the {margin} mm printer margin of a {page} page: choose a larger page, a smaller card, a smaller margin if your printer prints closer to the edge, or no crop marks</source>
            <translation>karta {card} se spadávkou a ořezovými značkami se nevejde do {margin}mm okraje tiskárny na stránce {page}: zvolte větší stránku, menší kartu, menší okraj, pokud vaše tiskárna tiskne blíž k hraně, nebo žádné ořezové značky</translation>
        </message>
        <message>
            <source>a {card} card with {bleed} mm bleed does not fit on half of a {page} page: choose a larger page, a smaller card or less bleed</source>
            <translation>karta {card} se spadávkou {bleed} mm se nevejde na polovinu stránky {page}: zvolte větší stránku, menší kartu nebo menší spadávku</translation>
        </message>
        <message>
            <source>a {card} card with {bleed} mm bleed does not fit on a {page} page: choose a larger page, a smaller card or less bleed</source>
            <translation>karta {card} se spadávkou {bleed} mm se nevejde na stránku {page}: zvolte větší stránku, menší kartu nebo menší spadávku</translation>
        </message>
        <message>
            <source>a back offset of {x},{y} mm pushes the backs off the {page} sheet for this layout: the backs can move at most {most} mm here</source>
            <translation>posun rubů {x},{y} mm vysune ruby z archu {page} při tomto rozvržení: ruby se tu mohou posunout nejvýš o {most} mm</translation>
        </message>
        <message>
            <source>PNG files have no back offset: the card maker lines each back up with its front; leave the back offset at 0,0</source>
            <translation>soubory PNG nemají posun rubů: výrobce karet sám zarovná každý rub s lícem; nechte posun rubů 0,0</translation>
        </message>
        <message>
            <source>PNG files have no back scale: the card maker prints each back at its size; leave the back scale at 100 %</source>
            <translation>soubory PNG nemají měřítko rubů: výrobce karet tiskne každý rub v jeho velikosti; nechte měřítko rubů na 100 %</translation>
        </message>
        <message>
            <source>PNG files are one file a card side already: leave out fronts and backs in separate files</source>
            <translation>soubory PNG jsou už samy jeden soubor na každou stranu karty: vynechte líce a ruby v oddělených souborech</translation>
        </message>
        <message>
            <source>gutterfold folds a printed sheet; card makers print each back from a file of its own: choose double-sided backs (long or short edge) for back files</source>
            <translation>přeložení skládá vytištěný arch; výrobci karet tisknou každý rub z vlastního souboru: pro soubory rubů zvolte oboustranné ruby (dlouhá nebo krátká hrana)</translation>
        </message>
        <message>
            <source>'{text}' is not a back scale: write X,Y in per cent, such as 100.2,99.9</source>
            <translation>„{text}“ není měřítko rubů: zadejte X,Y v procentech, například 100.2,99.9</translation>
        </message>
        <message>
            <source>card makers print cards in their own sizes: choose a card size of {sizes}</source>
            <translation>výrobci karet tisknou karty ve vlastních velikostech: zvolte velikost karty {sizes}</translation>
        </message>
        <message>
            <source>a print-on-demand PDF has no back offset: the service lines each back up with its front; leave the back offset at 0,0</source>
            <translation>PDF pro tisk na zakázku nemá posun rubů: tiskárna sama zarovná každý rub s lícem; nechte posun rubů 0,0</translation>
        </message>
        <message>
            <source>a print-on-demand PDF is one card a page: leave out gutterfold and the calibration sheet, which are for sheets printed at home</source>
            <translation>PDF pro tisk na zakázku má jednu kartu na stránku: vynechte přeložení a kalibrační arch, ty jsou pro archy tištěné doma</translation>
        </message>
        <message>
            <source>a CMYK export needs the colour profile {profile}, which Ghostscript installs (on Debian and Ubuntu: apt-get install libgs-common)</source>
            <translation>export v CMYK potřebuje barevný profil {profile}, který instaluje Ghostscript (v Debianu a Ubuntu: apt-get install libgs-common)</translation>
        </message>
    </context>
    <context>
        <name>PrintOptionsPanel</name>
        <message>
            <source>The language of the printed headings, kinds of card and rules reminders; your own text prints as you wrote it.</source>
            <translation>Jazyk tištěných nadpisů, druhů karet a připomínek pravidel; váš vlastní text se tiskne tak, jak jste ho napsali.</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automaticky</translation>
        </message>
        <message>
            <source>Space between cards, so each carries its own bleed. Automatic gives every card its own bleed on all four sides (as much of the bleed as fits, at least 0.75 mm) and a crop mark on every cut line; 0 puts cards edge to edge for guillotine cutting, sharing cut lines, so a back printed a little off shows its neighbour's colour.</source>
            <translation>Mezera mezi kartami, aby každá měla vlastní spadávku. Automaticky dá každé kartě vlastní spadávku na všech čtyřech stranách (tolik spadávky, kolik se vejde, nejméně 0,75 mm) a každé lince řezu ořezovou značku; 0 klade karty těsně k sobě pro řezání na řezačce, se společnými linkami řezu, takže rub vytištěný trochu vedle ukáže barvu sousední karty.</translation>
        </message>
        <message>
            <source>The border your printer cannot print: crop marks stay out of it, and the preflight says when the bleed runs into it.</source>
            <translation>Okraj, který tiskárna nevytiskne: ořezové značky do něj nezasahují a kontrola před tiskem upozorní, když do něj zasáhne spadávka.</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Žádné</translation>
        </message>
        <message>
            <source>In the margin</source>
            <translation>Na okraji</translation>
        </message>
        <message>
            <source>To the page edge</source>
            <translation>Až k okraji stránky</translation>
        </message>
        <message>
            <source>No backs</source>
            <translation>Bez rubových stran</translation>
        </message>
        <message>
            <source>Double-sided, flip on the long edge</source>
            <translation>Oboustranně, otáčet po delší straně</translation>
        </message>
        <message>
            <source>Double-sided, flip on the short edge</source>
            <translation>Oboustranně, otáčet po kratší straně</translation>
        </message>
        <message>
            <source>Gutterfold: fronts and backs, fold in half</source>
            <translation>K přeložení: líc i rub na jednom archu, přeložit napůl</translation>
        </message>
        <message>
            <source>Moves every back (right and up, seen from the front) for a printer that puts them off; the calibration sheet shows by how much.</source>
            <translation>Posune všechny rubové strany (vpravo a nahoru, při pohledu zepředu) pro tiskárnu, která je tiskne posunuté; o kolik, ukáže kalibrační arch.</translation>
        </message>
        <message>
            <source>Prints every back a little larger or smaller (across and up), for a printer that stretches the back of the sheet; the calibration sheet's corners show by how much.</source>
            <translation>Vytiskne všechny ruby o něco větší nebo menší (vodorovně a svisle) pro tiskárnu, která rubovou stranu archu natahuje; o kolik, ukážou rohy kalibračního archu.</translation>
        </message>
        <message>
            <source>Calibrate…</source>
            <translation>Kalibrovat…</translation>
        </message>
        <message>
            <source>Print the calibration sheet, type what it reads and save the back offset and scale it gives into a printer profile</source>
            <translation>Vytisknout kalibrační arch, zadat odečtené hodnoty a uložit posun a měřítko rubů, které z nich vyjdou, do profilu tiskárny</translation>
        </message>
        <message>
            <source>Choose picture…</source>
            <translation>Vybrat obrázek…</translation>
        </message>
        <message>
            <source>Design</source>
            <translation>Vzhled</translation>
        </message>
        <message>
            <source>Print the card design on these backs again</source>
            <translation>Tisknout na tyto rubové strany opět vzhled karty</translation>
        </message>
        <message>
            <source> × each card</source>
            <translation> × každá karta</translation>
        </message>
        <message>
            <source>How many of each card of this kind to print (0 leaves it out)</source>
            <translation>Kolik kusů každé karty tohoto druhu vytisknout (0 ji vynechá)</translation>
        </message>
        <message>
            <source>+ </source>
            <translation>+ </translation>
        </message>
        <message>
            <source> blank</source>
            <translation> prázdných</translation>
        </message>
        <message>
            <source>Write-in cards of this kind to fill in during play (aspects, relationships …)</source>
            <translation>Prázdné karty tohoto druhu k vyplnění během hry (aspekty, vztahy …)</translation>
        </message>
        <message>
            <source>Choose a card…</source>
            <translation>Vyberte kartu…</translation>
        </message>
        <message>
            <source>Print more (or no) copies of one card</source>
            <translation>Vytisknout více (nebo žádné) kopie jedné karty</translation>
        </message>
        <message>
            <source> ×</source>
            <translation> ×</translation>
        </message>
        <message>
            <source>Fronts and backs in separate files</source>
            <translation>Líc a rub v samostatných souborech</translation>
        </message>
        <message>
            <source>For printers without double-sided printing: print the fronts, turn the stack over as chosen above, then print the backs.</source>
            <translation>Pro tiskárny bez oboustranného tisku: vytiskněte líce, otočte stoh podle volby výše a pak vytiskněte ruby.</translation>
        </message>
        <message>
            <source>Start with a back alignment sheet</source>
            <translation>Začít kalibračním archem pro ruby</translation>
        </message>
        <message>
            <source>Greyscale, to save ink</source>
            <translation>Ve stupních šedi, šetří inkoust</translation>
        </message>
        <message>
            <source>Four-colour playing cards</source>
            <translation>Čtyřbarevné hrací karty</translation>
        </message>
        <message>
            <source>Diamonds blue and clubs green, so no two suits share a colour</source>
            <translation>Káry modré a kříže zelené, aby žádné dvě barvy nebyly zbarvené stejně</translation>
        </message>
        <message>
            <source>Turn cards when more fit on a sheet</source>
            <translation>Otočit karty, když se jich na arch vejde víc</translation>
        </message>
        <message>
            <source>Refuse to export while the preflight finds problems</source>
            <translation>Neexportovat, dokud kontrola před tiskem hlásí problémy</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Karty</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Jazyk</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>Kopie</translation>
        </message>
        <message>
            <source>One card</source>
            <translation>Jedna karta</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>Postavy</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Papír</translation>
        </message>
        <message>
            <source>Card size</source>
            <translation>Velikost karty</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Stránka</translation>
        </message>
        <message>
            <source>Bleed</source>
            <translation>Spadávka</translation>
        </message>
        <message>
            <source>Gap</source>
            <translation>Mezera</translation>
        </message>
        <message>
            <source>Printer margin</source>
            <translation>Okraj tiskárny</translation>
        </message>
        <message>
            <source>Crop marks</source>
            <translation>Ořezové značky</translation>
        </message>
        <message>
            <source>Backs</source>
            <translation>Rubové strany</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Tiskárna</translation>
        </message>
        <message>
            <source>Back scale</source>
            <translation>Měřítko rubu</translation>
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
            <translation>Moje tiskárna</translation>
        </message>
        <message>
            <source>Back offset</source>
            <translation>Posun rubu</translation>
        </message>
        <message>
            <source>Picture</source>
            <translation>Obrázek</translation>
        </message>
        <message>
            <source>Back picture</source>
            <translation>Obrázek na rub</translation>
        </message>
        <message>
            <source>Pictures (*.png *.jpg *.jpeg)</source>
            <translation>Obrázky (*.png *.jpg *.jpeg)</translation>
        </message>
        <message>
            <source>{kind}: {file}</source>
            <translation>{kind}: {file}</translation>
        </message>
    </context>
    <context>
        <name>PrintPage</name>
        <message>
            <source>Export PDF…</source>
            <translation>Exportovat PDF…</translation>
        </message>
        <message>
            <source>PNG files for card makers…</source>
            <translation>PNG pro výrobce karet…</translation>
        </message>
        <message>
            <source>Nothing to print: tick some cards and characters.</source>
            <translation>Není co tisknout: zaškrtněte nějaké karty a postavy.</translation>
        </message>
        <message>
            <source>{kind}: {card}</source>
            <translation>{kind}: {card}</translation>
        </message>
        <message>
            <source>Print only the cards whose face or back differs from their last print (a card never printed counts), with a last page listing them by owner. Every export notes what it printed.</source>
            <translation>Vytisknout jen karty, jejichž líc nebo rub se liší od posledního tisku (počítá se i karta, která ještě vytištěna nebyla), s poslední stránkou, která je vypíše podle majitelů. Každý export si poznamená, co vytiskl.</translation>
        </message>
        <message>
            <source>One PNG file a card side at 300 dpi with a 1/8 inch bleed, in the size print-on-demand card makers take (poker, tarot or mini), in a new folder: the fronts, and each card's back after its front when Backs are double-sided (No backs writes fronts only).</source>
            <translation>Jeden soubor PNG na stranu karty v 300 dpi se spadávkou 1/8 palce, ve velikosti, kterou berou výrobci karet na zakázku (poker, tarot nebo mini), do nové složky: líce, a když jsou rubové strany oboustranné, i rub každé karty hned za jejím lícem (Bez rubových stran zapíše jen líce).</translation>
        </message>
        <message>
            <source>PDF for print on demand…</source>
            <translation>PDF pro tisk na zakázku…</translation>
        </message>
        <message>
            <source>One card a page with a 1/8 inch bleed, in the size print-on-demand services take (poker, tarot or mini), every colour and picture in CMYK with at most 240 % ink, fonts embedded.</source>
            <translation>Jedna karta na stránku se spadávkou 1/8 palce, ve velikosti, kterou berou tiskárny na zakázku (poker, tarot nebo mini), všechny barvy a obrázky v CMYK s nejvýše 240 % inkoustu, s vloženými písmy.</translation>
        </message>
        <message>
            <source>Pages: {pages} · Cards: {cards}</source>
            <translation>Stránky: {pages} · Karty: {cards}</translation>
        </message>
        <message>
            <source>Preview of the first {shown} of {cards} cards: {pages}; the export checks and prints them all.</source>
            <translation>Náhled prvních {shown} z {cards} karet: {pages}; export zkontroluje a vytiskne všechny.</translation>
        </message>
        <message>
            <source>Preflight: every card prints as designed.</source>
            <translation>Kontrola před tiskem: každá karta se vytiskne, jak má.</translation>
        </message>
        <message>
            <source>Preflight: nothing is lost; some cards go on over more cards.</source>
            <translation>Kontrola před tiskem: nic se neztratí; některé karty pokračují na dalších kartách.</translation>
        </message>
        <message>
            <source>Preflight: look at these before printing.</source>
            <translation>Kontrola před tiskem: před tiskem se podívejte na tyto věci.</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Arch</translation>
        </message>
        <message>
            <source>Card {number} “{title}”</source>
            <translation>Karta {number} „{title}“</translation>
        </message>
        <message>
            <source>{where}: {problem}</source>
            <translation>{where}: {problem}</translation>
        </message>
        <message>
            <source>{campaign} cards for print on demand.pdf</source>
            <translation>{campaign} karty pro tisk na zakázku.pdf</translation>
        </message>
        <message>
            <source>{campaign} cards.pdf</source>
            <translation>{campaign} karty.pdf</translation>
        </message>
        <message>
            <source>Export Card Sheets</source>
            <translation>Exportovat archy karet</translation>
        </message>
        <message>
            <source>PDF for Print on Demand</source>
            <translation>PDF pro tisk na zakázku</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Soubory PDF (*.pdf)</translation>
        </message>
        <message>
            <source>{campaign} cards PNG</source>
            <translation>{campaign} karty PNG</translation>
        </message>
        <message>
            <source>PNG Files for Card Makers: a New Folder</source>
            <translation>Soubory PNG pro výrobce karet: nová složka</translation>
        </message>
        <message>
            <source>New folder:</source>
            <translation>Nová složka:</translation>
        </message>
        <message>
            <source>Nothing was written: {problem}</source>
            <translation>Nic nebylo zapsáno: {problem}</translation>
        </message>
        <message>
            <source>Writing {file}…</source>
            <translation>Zapisuje se {file}…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Zrušit</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportovat</translation>
        </message>
        <message>
            <source>Writing {path}…</source>
            <translation>Zapisuje se {path}…</translation>
        </message>
        <message>
            <source>{fronts} and {backs}</source>
            <translation>{fronts} a {backs}</translation>
        </message>
        <message numerus="yes">
            <source>Wrote the fronts and backs of %n card(s) to {path}, a PNG file for each side.</source>
            <translation>
                <numerusform>Zapsáno do {path}: %n karta, líc i rub, každá strana jako jeden soubor PNG.</numerusform>
                <numerusform>Zapsáno do {path}: %n karty, líce i ruby, každá strana jako jeden soubor PNG.</numerusform>
                <numerusform>Zapsáno do {path}: %n karet, líce i ruby, každá strana jako jeden soubor PNG.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote the fronts of %n card(s) to {path} as PNG files; no backs were written: choose double-sided backs under Backs to write them too.</source>
            <translation>
                <numerusform>Zapsáno do {path}: %n karta, jen líc jako soubor PNG; rubové strany se nezapsaly: chcete-li je také, zvolte v části Rubové strany oboustranný tisk.</numerusform>
                <numerusform>Zapsáno do {path}: %n karty, jen líce jako soubory PNG; rubové strany se nezapsaly: chcete-li je také, zvolte v části Rubové strany oboustranný tisk.</numerusform>
                <numerusform>Zapsáno do {path}: %n karet, jen líce jako soubory PNG; rubové strany se nezapsaly: chcete-li je také, zvolte v části Rubové strany oboustranný tisk.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n card(s) to {path}, one side a page, each back after its front.</source>
            <translation>
                <numerusform>Zapsáno do {path}: %n karta, jedna strana na stránku, každý rub hned po svém líci.</numerusform>
                <numerusform>Zapsáno do {path}: %n karty, jedna strana na stránku, každý rub hned po svém líci.</numerusform>
                <numerusform>Zapsáno do {path}: %n karet, jedna strana na stránku, každý rub hned po svém líci.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote the fronts of %n card(s) to {path}, one a page; no backs were written: choose double-sided backs under Backs to write them too.</source>
            <translation>
                <numerusform>Zapsáno do {path}: %n karta, jen líc, jeden na stránku; rubové strany se nezapsaly: chcete-li je také, zvolte v části Rubové strany oboustranný tisk.</numerusform>
                <numerusform>Zapsáno do {path}: %n karty, jen líce, jeden na stránku; rubové strany se nezapsaly: chcete-li je také, zvolte v části Rubové strany oboustranný tisk.</numerusform>
                <numerusform>Zapsáno do {path}: %n karet, jen líce, jeden na stránku; rubové strany se nezapsaly: chcete-li je také, zvolte v části Rubové strany oboustranný tisk.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n karet</numerusform>
            </translation>
        </message>
        <message>
            <source>Wrote {pages} with {cards} to {path}</source>
            <translation>Zapsáno do {path}: {pages}, {cards}</translation>
        </message>
        <message numerus="yes">
            <source>%n page(s)</source>
            <translation>
                <numerusform>%n stránka</numerusform>
                <numerusform>%n stránky</numerusform>
                <numerusform>%n stránek</numerusform>
            </translation>
        </message>
        <message>
            <source>Only the cards that changed</source>
            <translation>Jen změněné karty</translation>
        </message>
        <message numerus="yes">
            <source>Only the cards that changed (%n)</source>
            <translation>
                <numerusform>Jen změněné karty (%n)</numerusform>
                <numerusform>Jen změněné karty (%n)</numerusform>
                <numerusform>Jen změněné karty (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>The cards were written, but the campaign could not note them, so they count as changed at the next print: {problem}</source>
            <translation>Karty byly zapsány, ale kampaň si je nemohla poznamenat, takže se při příštím tisku budou počítat jako změněné: {problem}</translation>
        </message>
        <message>
            <source>Export cancelled: nothing was written.</source>
            <translation>Export zrušen: nic nebylo zapsáno.</translation>
        </message>
    </context>
    <context>
        <name>PrintPreflight</name>
        <message>
            <source>the bleed runs {into} mm into the {margin} mm printer margin on {page} paper, where a printer may leave it white: choose the automatic gap, which keeps it inside, or less bleed</source>
            <translation>spadávka zasahuje o {into} mm do {margin}mm okraje tiskárny na papíře {page}, kde ji tiskárna může nechat bílou: zvolte automatickou mezeru, která ji udrží uvnitř, nebo menší spadávku</translation>
        </message>
        <message numerus="yes">
            <source>%n cut line(s) have no crop mark: there is no room for one between the bleed and the {margin} mm printer margin; choose the automatic gap, which leaves room for a mark on every cut line</source>
            <translation>
                <numerusform>%n linka řezu nemá ořezovou značku: mezi spadávkou a {margin}mm okrajem tiskárny pro ni není místo; zvolte automatickou mezeru, která nechá místo pro značku na každé lince řezu</numerusform>
                <numerusform>%n linky řezu nemají ořezovou značku: mezi spadávkou a {margin}mm okrajem tiskárny pro ně není místo; zvolte automatickou mezeru, která nechá místo pro značku na každé lince řezu</numerusform>
                <numerusform>%n linek řezu nemá ořezovou značku: mezi spadávkou a {margin}mm okrajem tiskárny pro ně není místo; zvolte automatickou mezeru, která nechá místo pro značku na každé lince řezu</numerusform>
            </translation>
        </message>
        <message>
            <source>a back offset only moves double-sided backs: it does nothing for gutterfold</source>
            <translation>posun rubů se týká jen oboustranného tisku: u přeložení (gutterfold) nic nedělá</translation>
        </message>
        <message>
            <source>a back offset only moves double-sided backs: it does nothing without backs</source>
            <translation>posun rubů se týká jen oboustranného tisku: bez rubů nic nedělá</translation>
        </message>
        <message>
            <source>back pictures print only with backs: choose double-sided or gutterfold backs</source>
            <translation>obrázky na rubu se tisknou jen s ruby: zvolte oboustranný tisk nebo přeložení (gutterfold)</translation>
        </message>
        <message>
            <source>{width}×{height} pixels is too large</source>
            <translation>{width}×{height} pixelů je příliš mnoho</translation>
        </message>
        <message>
            <source>damaged image: {reason}</source>
            <translation>poškozený obrázek: {reason}</translation>
        </message>
        <message>
            <source>title</source>
            <translation>název</translation>
        </message>
        <message>
            <source>subtitle</source>
            <translation>podtitul</translation>
        </message>
        <message>
            <source>text</source>
            <translation>text</translation>
        </message>
        <message>
            <source>list</source>
            <translation>seznam</translation>
        </message>
        <message>
            <source>lines</source>
            <translation>řádky</translation>
        </message>
        <message>
            <source>track</source>
            <translation>stupnice</translation>
        </message>
        <message>
            <source>values</source>
            <translation>hodnoty</translation>
        </message>
        <message>
            <source>tick boxes</source>
            <translation>zaškrtávací políčka</translation>
        </message>
        <message>
            <source>portrait</source>
            <translation>portrét</translation>
        </message>
        <message>
            <source>back</source>
            <translation>rub</translation>
        </message>
        <message>
            <source>back picture</source>
            <translation>obrázek na rubu</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>druh</translation>
        </message>
        <message>
            <source>footer</source>
            <translation>zápatí</translation>
        </message>
        <message>
            <source>label</source>
            <translation>popisek</translation>
        </message>
        <message>
            <source>index</source>
            <translation>index</translation>
        </message>
        <message>
            <source>court</source>
            <translation>figura</translation>
        </message>
        <message>
            <source>word</source>
            <translation>slovo</translation>
        </message>
        <message>
            <source>card {number} “{title}”</source>
            <translation>karta {number} „{title}“</translation>
        </message>
        <message>
            <source>{card}: the {field} is {length} mm too long to fit even at 6 pt; shorten it</source>
            <translation>{card}: pole „{field}“ je o {length} mm delší, než se vejde i při 6 pt; zkraťte ho</translation>
        </message>
        <message>
            <source>{card}: the {field} prints at {dpi} dpi (below {preferred}); it may look blurred</source>
            <translation>{card}: pole „{field}“ se tiskne v {dpi} dpi (méně než {preferred}); může vypadat rozmazaně</translation>
        </message>
        <message>
            <source>{card}: the {field} cannot be read ({reason})</source>
            <translation>{card}: pole „{field}“ nelze přečíst ({reason})</translation>
        </message>
        <message>
            <source>{card}: the {field} has characters the card font cannot print: {characters}</source>
            <translation>{card}: pole „{field}“ obsahuje znaky, které písmo karet nevytiskne: {characters}</translation>
        </message>
        <message numerus="yes">
            <source>{card}: card full: {field} and %n more field(s) continue on {onto}</source>
            <translation>
                <numerusform>{card}: karta je plná: „{field}“ a ještě %n pole pokračují na {onto}</numerusform>
                <numerusform>{card}: karta je plná: „{field}“ a ještě %n pole pokračují na {onto}</numerusform>
                <numerusform>{card}: karta je plná: „{field}“ a ještě %n polí pokračuje na {onto}</numerusform>
            </translation>
        </message>
        <message>
            <source>{card}: card full: {field} continues on {onto}</source>
            <translation>{card}: karta je plná: „{field}“ pokračuje na {onto}</translation>
        </message>
        <message>
            <source>a second card</source>
            <translation>druhé kartě</translation>
        </message>
        <message numerus="yes">
            <source>%n more card(s)</source>
            <translation>
                <numerusform>%n další kartě</numerusform>
                <numerusform>%n dalších kartách</numerusform>
                <numerusform>%n dalších kartách</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintProfiles</name>
        <message>
            <source>a printer profile turns the sheets over the long or short edge</source>
            <translation>profil tiskárny otáčí archy přes delší, nebo kratší hranu</translation>
        </message>
        <message>
            <source>a printer profile needs a name</source>
            <translation>profil tiskárny potřebuje název</translation>
        </message>
        <message>
            <source>a printer profile's name takes at most {most} characters</source>
            <translation>název profilu tiskárny může mít nejvýš {most} znaků</translation>
        </message>
        <message>
            <source>a printer profile's name is one line, without tabs or controls</source>
            <translation>název profilu tiskárny je jeden řádek bez tabulátorů a řídicích znaků</translation>
        </message>
        <message>
            <source>there is no printer profile named “{name}”; there are: {names}</source>
            <translation>profil tiskárny „{name}“ neexistuje; jsou tyto: {names}</translation>
        </message>
        <message>
            <source>there is no printer profile named “{name}”, nor any other yet: make one with deskapp calibrate --profile NAME, or on the Print page</source>
            <translation>profil tiskárny „{name}“ neexistuje a zatím ani žádný jiný: vytvořte ho příkazem deskapp calibrate --profile JMÉNO nebo na stránce Tisk</translation>
        </message>
        <message>
            <source>it is not JSON</source>
            <translation>není to JSON</translation>
        </message>
        <message>
            <source>it has no list of profiles</source>
            <translation>nemá seznam profilů</translation>
        </message>
        <message numerus="yes">
            <source>%n printer profile(s) in {path} could not be read and are left out; the file is kept as it is until a profile is saved, and then put aside beside it</source>
            <translation>
                <numerusform>%n profil tiskárny v {path} nelze přečíst a je vynechán; soubor zůstane, jak je, dokud se neuloží nějaký profil, a pak se odloží vedle</numerusform>
                <numerusform>%n profily tiskáren v {path} nelze přečíst a jsou vynechány; soubor zůstane, jak je, dokud se neuloží nějaký profil, a pak se odloží vedle</numerusform>
                <numerusform>%n profilů tiskáren v {path} nelze přečíst a jsou vynechány; soubor zůstane, jak je, dokud se neuloží nějaký profil, a pak se odloží vedle</numerusform>
            </translation>
        </message>
        <message>
            <source>{path} was written by a newer Card Desk: its profiles are read as far as they can be, and it is put aside beside it before a profile is saved</source>
            <translation>{path} zapsala novější verze Card Desk: jeho profily se čtou, nakolik to jde, a než se uloží nějaký profil, soubor se odloží vedle</translation>
        </message>
        <message>
            <source>the printer profiles in {path} cannot be read ({reason}); the file is kept as it is until a profile is saved, and then put aside beside it</source>
            <translation>profily tiskáren v {path} nelze přečíst ({reason}); soubor zůstane, jak je, dokud se neuloží nějaký profil, a pak se odloží vedle</translation>
        </message>
        <message>
            <source>there is a printer profile named “{name}” already</source>
            <translation>profil tiskárny „{name}“ už existuje</translation>
        </message>
        <message>
            <source>'{text}' is not a reading: write WHERE=X,Y, with WHERE one of {points} and X,Y the numbers on the scales where the cross falls, such as centre=1.5,-0.5</source>
            <translation>„{text}“ není odečet: zadejte KDE=X,Y, kde KDE je jedno z {points} a X,Y čísla na stupnicích, na která padne křížek, například centre=1.5,-0.5</translation>
        </message>
        <message>
            <source>a reading of {x},{y} is off the scales, which run from −{most} to {most}: move the backs by hand first, with --back-offset, and print the sheet again</source>
            <translation>odečet {x},{y} je mimo stupnice, které jdou od −{most} do {most}: nejdřív posuňte ruby ručně pomocí --back-offset a arch vytiskněte znovu</translation>
        </message>
        <message>
            <source>read the centre first: it gives the offset; the corners add scale</source>
            <translation>nejdřív odečtěte střed: ten určí posun; rohy přidají měřítko</translation>
        </message>
        <message>
            <source>turned over the long edge</source>
            <translation>otáčení přes delší hranu</translation>
        </message>
        <message>
            <source>turned over the short edge</source>
            <translation>otáčení přes kratší hranu</translation>
        </message>
        <message>
            <source>backs moved X = {x} mm, Y = {y} mm, scaled X = {across} %, Y = {up} %, {edge}</source>
            <translation>posun rubů X = {x} mm, Y = {y} mm, měřítko X = {across} %, Y = {up} %, {edge}</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>there are no cards to print: choose some cards first</source>
            <translation>nejsou žádné karty k tisku: nejdřív nějaké vyberte</translation>
        </message>
        <message>
            <source>cannot write {path}: {reason}</source>
            <translation>{path} nelze zapsat: {reason}</translation>
        </message>
        <message>
            <source>cannot write in {folder}: {reason}</source>
            <translation>do {folder} nelze zapisovat: {reason}</translation>
        </message>
        <message>
            <source>{folder} already exists and is not an empty folder: name a new folder for the PNG files, one a job</source>
            <translation>{folder} už existuje a není to prázdná složka: pro soubory PNG zadejte novou složku, pro každou úlohu jednu</translation>
        </message>
        <message>
            <source>the folder {folder} does not exist</source>
            <translation>složka {folder} neexistuje</translation>
        </message>
        <message>
            <source>no card changed since it was last printed: every card is as it was printed</source>
            <translation>od posledního tisku se žádná karta nezměnila: každá je taková, jak byla vytištěna</translation>
        </message>
    </context>
    <context>
        <name>PrivateReveal</name>
        <message>
            <source>Hide (Esc)</source>
            <translation>Skrýt (Esc)</translation>
        </message>
        <message>
            <source>Show to {name}?</source>
            <translation>Ukázat pro {name}?</translation>
        </message>
        <message>
            <source>Sent to {name}'s phone</source>
            <translation>Posláno do telefonu: {name}</translation>
        </message>
    </context>
    <context>
        <name>ProfileChooser</name>
        <message>
            <source>New…</source>
            <translation>Nový…</translation>
        </message>
        <message>
            <source>Keep the back values below as a printer profile</source>
            <translation>Uložit hodnoty rubů níže jako profil tiskárny</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Přejmenovat…</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Smazat…</translation>
        </message>
        <message>
            <source>No profile: the values below</source>
            <translation>Bez profilu: hodnoty níže</translation>
        </message>
        <message>
            <source>Printer Profile</source>
            <translation>Profil tiskárny</translation>
        </message>
        <message>
            <source>The damaged profiles file was kept as {path}.</source>
            <translation>Poškozený soubor s profily byl ponechán jako {path}.</translation>
        </message>
        <message>
            <source>New Printer Profile</source>
            <translation>Nový profil tiskárny</translation>
        </message>
        <message>
            <source>There is a printer profile named “{name}” already.</source>
            <translation>Profil tiskárny „{name}“ už existuje.</translation>
        </message>
        <message>
            <source>Rename Printer Profile</source>
            <translation>Přejmenovat profil tiskárny</translation>
        </message>
        <message>
            <source>Delete Printer Profile</source>
            <translation>Smazat profil tiskárny</translation>
        </message>
        <message>
            <source>Delete the printer profile “{name}”? Its back offset and scale stay on the page until you change them.</source>
            <translation>Smazat profil tiskárny „{name}“? Jeho posun a měřítko rubů zůstanou na stránce, dokud je nezměníte.</translation>
        </message>
        <message>
            <source>Name (printer, tray, paper):</source>
            <translation>Název (tiskárna, zásobník, papír):</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <translation>Složka</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Soubor</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Jednotka</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>Soubor %1</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Hledat v:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Soubory &amp;typu:</translation>
        </message>
    </context>
    <context>
        <name>RatingPicker</name>
        <message>
            <source>Other (type the number)</source>
            <translation>Jiná (napište číslo)</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>{field} must be an object, not {data}</source>
            <translation>{field} musí být objekt, ne {data}</translation>
        </message>
        <message>
            <source>the value</source>
            <translation>hodnota</translation>
        </message>
        <message>
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <source>unknown field '{where}{key}' (known: {known})</source>
            <translation>neznámé pole „{where}{key}“ (známá: {known})</translation>
        </message>
        <message>
            <source>field '{field}' is missing</source>
            <translation>chybí pole „{field}“</translation>
        </message>
        <message>
            <source>{field}: {error}</source>
            <translation>{field}: {error}</translation>
        </message>
        <message>
            <source>field '{field}' holds {count} characters: it holds at most {most}</source>
            <translation>pole „{field}“ má {count} znaků: vejde se do něj nejvýš {most}</translation>
        </message>
        <message>
            <source>field '{field}' must be a number from −{limit} to {limit}, not {shown}</source>
            <translation>pole „{field}“ musí být číslo od −{limit} do {limit}, ne {shown}</translation>
        </message>
        <message>
            <source>field '{field}' holds {count} items: a sheet's list holds at most {most}</source>
            <translation>pole „{field}“ má položek: {count}; seznam v deníku jich pojme nejvýš {most}</translation>
        </message>
        <message>
            <source>the sheet holds more than {most} characters of text in all</source>
            <translation>list obsahuje celkem víc než {most} znaků textu</translation>
        </message>
        <message numerus="yes">
            <source>a %n-digit number</source>
            <translation>
                <numerusform>číslo o %n číslici</numerusform>
                <numerusform>číslo o %n číslicích</numerusform>
                <numerusform>číslo o %n číslicích</numerusform>
            </translation>
        </message>
        <message>
            <source>{where}: {name} is not a number Card Desk keeps</source>
            <translation>{where}: {name} není číslo, které Card Desk uloží</translation>
        </message>
        <message>
            <source>{where}: not valid JSON: {problem} at line {line}, column {column}</source>
            <translation>{where}: neplatný JSON: {problem} na řádku {line}, ve sloupci {column}</translation>
        </message>
        <message>
            <source>{where}: the key '{key}' is given twice in one object</source>
            <translation>{where}: klíč „{key}“ je v jednom objektu dvakrát</translation>
        </message>
        <message>
            <source>{where}: nested more than {depth} levels deep</source>
            <translation>{where}: vnoření hlubší než {depth} úrovní</translation>
        </message>
        <message>
            <source>{where}: holds a number with more than {digits} digits</source>
            <translation>{where}: obsahuje číslo s více než {digits} číslicemi</translation>
        </message>
        <message>
            <source>{where}: field '{field}' holds U+{code}, half of a surrogate pair alone, which is not text</source>
            <translation>{where}: pole „{field}“ obsahuje U+{code}, osamocenou polovinu náhradního páru, což není text</translation>
        </message>
        <message>
            <source>field '{where}' must be {kinds}, not {value}</source>
            <translation>pole „{where}“ musí být {kinds}, ne {value}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>seznam</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>objekt</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true nebo false</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>celé číslo</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>číslo</translation>
        </message>
        <message>
            <source>text</source>
            <translation>text</translation>
        </message>
        <message>
            <source> or </source>
            <translation> nebo </translation>
        </message>
    </context>
    <context>
        <name>RelationshipsTab</name>
        <message>
            <source>Toward agent</source>
            <translation>K agentovi</translation>
        </message>
        <message>
            <source>The other agent this card is about (A-03). Relationships are not reciprocal: each agent keeps its own card (A-40).</source>
            <translation>Druhý agent, o němž karta je (A-03). Vztahy nejsou reciproční: každý agent má svou vlastní kartu (A-40).</translation>
        </message>
        <message>
            <source>Relationship</source>
            <translation>Vztah</translation>
        </message>
        <message>
            <source>The current relationship (A-40). It changes only at the end of a scene, with a reason (A-24): double-click to change it below.</source>
            <translation>Současný vztah (A-40). Mění se jen na konci scény, s důvodem (A-24): dvojklikem ho změníte níže.</translation>
        </message>
        <message>
            <source>Exhausted</source>
            <translation>Vyčerpaný</translation>
        </message>
        <message>
            <source>A relationship is used like an aspect and can be exhausted for an advantage (A-41, A-42) or spent by a betrayal (A-43).</source>
            <translation>Vztah se používá jako aspekt a lze ho vyčerpat pro výhodu (A-41, A-42) nebo spotřebovat zradou (A-43).</translation>
        </message>
        <message>
            <source>Exhaust relationship toward '{name}'</source>
            <translation>Vyčerpat vztah k postavě {name}</translation>
        </message>
        <message>
            <source>Restore relationship toward '{name}'</source>
            <translation>Obnovit vztah k postavě {name}</translation>
        </message>
        <message>
            <source>Last changed</source>
            <translation>Naposledy změněn</translation>
        </message>
        <message>
            <source>When the relationship last changed (A-24); see its history below.</source>
            <translation>Kdy se vztah naposledy změnil (A-24); jeho historie je níže.</translation>
        </message>
        <message>
            <source>relationship card</source>
            <translation>karta vztahu</translation>
        </message>
        <message>
            <source>Another agent's name</source>
            <translation>Jméno jiného agenta</translation>
        </message>
        <message>
            <source>Add relationship card toward '{name}'</source>
            <translation>Přidat kartu vztahu k postavě {name}</translation>
        </message>
        <message>
            <source>Remove relationship card toward '{name}'</source>
            <translation>Odebrat kartu vztahu k postavě {name}</translation>
        </message>
        <message>
            <source>Rename relationship card toward '{name}' to '{new}'</source>
            <translation>Přejmenovat kartu vztahu k postavě {name} na „{new}“</translation>
        </message>
        <message>
            <source>Move relationship card toward '{name}' up</source>
            <translation>Posunout kartu vztahu k postavě {name} nahoru</translation>
        </message>
        <message>
            <source>Move relationship card toward '{name}' down</source>
            <translation>Posunout kartu vztahu k postavě {name} dolů</translation>
        </message>
        <message>
            <source>This agent already has a card toward '{name}'.</source>
            <translation>Tento agent už má kartu vztahu k postavě {name}.</translation>
        </message>
        <message>
            <source>A relationship card needs the other agent's name.</source>
            <translation>Karta vztahu potřebuje jméno druhého agenta.</translation>
        </message>
        <message>
            <source>The agent the new card is about (A-03): pick one this editor has shown, or type any agent's name.</source>
            <translation>Agent, o němž nová karta je (A-03): vyberte některého, koho tento editor ukázal, nebo napište jméno kteréhokoli agenta.</translation>
        </message>
        <message>
            <source>The relationship the agent chooses at the start (A-40); Neutral by default.</source>
            <translation>Vztah, který si agent na začátku zvolí (A-40); výchozí je Neutrální.</translation>
        </message>
        <message>
            <source>The relationship after the change (A-40)</source>
            <translation>Vztah po změně (A-40)</translation>
        </message>
        <message>
            <source>Why it changes, e.g. She lied about the key</source>
            <translation>Proč se mění, např. Lhala o klíči</translation>
        </message>
        <message>
            <source>Rule A-24: the reason for a change, kept on the card (optional).</source>
            <translation>Pravidlo A-24: důvod změny, zapsaný na kartě (nepovinný).</translation>
        </message>
        <message>
            <source>The scene at whose end it changed (A-24, A-46), if the group counts them; — for none.</source>
            <translation>Scéna, na jejímž konci se změnil (A-24, A-46), pokud je skupina počítá; — pro žádnou.</translation>
        </message>
        <message>
            <source>Write on Card</source>
            <translation>Zapsat na kartu</translation>
        </message>
        <message>
            <source>Change the relationship, with today's date and the reason (A-24)</source>
            <translation>Změnit vztah, s dnešním datem a důvodem (A-24)</translation>
        </message>
        <message>
            <source>&amp;To</source>
            <translation>&amp;Na</translation>
        </message>
        <message>
            <source>&amp;Because</source>
            <translation>&amp;Protože</translation>
        </message>
        <message>
            <source>Sce&amp;ne</source>
            <translation>S&amp;céna</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Změna</translation>
        </message>
        <message>
            <source>Scene</source>
            <translation>Scéna</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Důvod</translation>
        </message>
        <message>
            <source>Card toward {name}: now {value} — change it at the end of a scene</source>
            <translation>Karta vztahu k postavě {name}: teď {value} — měňte ji na konci scény</translation>
        </message>
        <message>
            <source>Neutral (A-40): the default; neither helps nor hinders.</source>
            <translation>Neutrální (A-40): výchozí; nepomáhá ani nepřekáží.</translation>
        </message>
        <message>
            <source>No relationship cards yet: a missing card reads as Neutral. Pick or type another agent's name below.</source>
            <translation>Zatím žádné karty vztahů: chybějící karta znamená Neutrální. Vyberte nebo napište jméno jiného agenta níže.</translation>
        </message>
        <message>
            <source>Partial trust (A-42): usable as an aspect when cooperating; the trusted agent may cancel one complication with one of its successes and pass one reserve. Betrayal: one extra success against this agent (A-43).</source>
            <translation>Částečná důvěra (A-42): při spolupráci ji lze použít jako aspekt; agent, kterému se důvěřuje, může svým úspěchem zrušit jednu komplikaci a předat jednu rezervu. Zrada: jeden úspěch navíc proti tomuto agentovi (A-43).</translation>
        </message>
        <message>
            <source>Full trust (A-42): the trusted agent may spend all its successes and reserves to help. Betrayal costs this agent dearly for the scene (A-43).</source>
            <translation>Naprostá důvěra (A-42): agent, kterému se důvěřuje, smí na pomoc použít všechny své úspěchy a rezervy. Zrada tohoto agenta v dané scéně draze stojí (A-43).</translation>
        </message>
        <message>
            <source>Partial distrust (A-44): acting while the other is present draws one extra card; a success drawn so is discarded. A reserve suppresses it.</source>
            <translation>Částečná nedůvěra (A-44): jedná-li agent v přítomnosti druhého, táhne kartu navíc; úspěch takto tažený odhodí. Rezerva ji potlačí.</translation>
        </message>
        <message>
            <source>Full distrust (A-44): no aspect helps as an advantage near the other, and no rest near it. Against its attacks every fitting aspect helps (A-45).</source>
            <translation>Naprostá nedůvěra (A-44): v blízkosti druhého nepomáhá jako výhoda žádný aspekt a nelze u něj odpočívat. Proti jeho útokům pomáhá každý vhodný aspekt (A-45).</translation>
        </message>
        <message>
            <source>An agent keeps no relationship card toward itself (A-03).</source>
            <translation>Agent nemá kartu vztahu sám k sobě (A-03).</translation>
        </message>
        <message>
            <source>Select a card to change it or read its history</source>
            <translation>Vyberte kartu, chcete-li ji změnit nebo si přečíst její historii</translation>
        </message>
        <message>
            <source>The relationship toward {name} is already {value}: pick the value it changes to.</source>
            <translation>Vztah k postavě {name} už je {value}: vyberte hodnotu, na kterou se mění.</translation>
        </message>
        <message>
            <source>Change relationship toward '{name}' to {value}</source>
            <translation>Změnit vztah k postavě {name} na {value}</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>{path}: a mission log must be a JSON object</source>
            <translation>{path}: záznam mise musí být objekt JSON</translation>
        </message>
        <message>
            <source>{path}: --session chooses among a campaign export's sessions</source>
            <translation>{path}: --session vybírá mezi sezeními exportu kampaně</translation>
        </message>
        <message>
            <source>{path}: session {number} ('{name}')</source>
            <translation>{path}: sezení {number} („{name}“)</translation>
        </message>
        <message>
            <source>{where}: {error}</source>
            <translation>{where}: {error}</translation>
        </message>
        <message>
            <source>{path}: field 'sessions' must be a list of objects</source>
            <translation>{path}: pole „sessions“ musí být seznam objektů</translation>
        </message>
        <message>
            <source>{path}: the export holds no play session</source>
            <translation>{path}: export neobsahuje žádné herní sezení</translation>
        </message>
        <message>
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <source>{path}: no session '{wanted}' in the export (sessions: {names})</source>
            <translation>{path}: v exportu není sezení „{wanted}“ (sezení: {names})</translation>
        </message>
        <message>
            <source>cannot replay a log of the '{system}' system (systems: {keys})</source>
            <translation>záznam systému „{system}“ nelze přehrát (systémy: {keys})</translation>
        </message>
        <message>
            <source>cannot replay a log of the '{system}' system without its 'setup' and 'events' (as deskapp export writes its sessions)</source>
            <translation>záznam systému „{system}“ nelze přehrát bez jeho „setup“ a „events“ (jak sezení zapisuje deskapp export)</translation>
        </message>
        <message>
            <source>unknown field '{field}' in the session (known: {fields})</source>
            <translation>neznámé pole „{field}“ v sezení (známá: {fields})</translation>
        </message>
        <message>
            <source>Session {number} ('{name}'):</source>
            <translation>Sezení {number} („{name}“):</translation>
        </message>
        <message numerus="yes">
            <source>Replayed %n event(s) of the {system} session '{name}': every event replays exactly.</source>
            <translation>
                <numerusform>Přehrána %n událost sezení „{name}“ ({system}): každá událost se přehraje přesně.</numerusform>
                <numerusform>Přehrány %n události sezení „{name}“ ({system}): každá událost se přehraje přesně.</numerusform>
                <numerusform>Přehráno %n událostí sezení „{name}“ ({system}): každá událost se přehraje přesně.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RequestsPanel</name>
        <message>
            <source>Requests from the phones</source>
            <translation>Žádosti z telefonů</translation>
        </message>
        <message>
            <source>Confirm does it as if you had; Undo takes it back.</source>
            <translation>Potvrdit to provede, jako byste to udělali vy; Zpět to vezme zpět.</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>Potvrdit</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>Odmítnout</translation>
        </message>
    </context>
    <context>
        <name>RestDialog</name>
        <message>
            <source>A Scene of Rest</source>
            <translation>Scéna odpočinku</translation>
        </message>
        <message>
            <source>Each resting agent restores its aspects (not special ones or equipment) and adds one complication mark to the mission.</source>
            <translation>Každý odpočívající agent si obnoví aspekty (kromě speciálních a vybavení) a přidá misi jednu komplikaci.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Rests&lt;/b&gt;</source>
            <translation>&lt;b&gt;Odpočívá&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Near, not resting&lt;/b&gt;</source>
            <translation>&lt;b&gt;Nablízku, neodpočívá&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Restores (interrupted rest)&lt;/b&gt;</source>
            <translation>&lt;b&gt;Obnoví (přerušený odpočinek)&lt;/b&gt;</translation>
        </message>
        <message>
            <source>near</source>
            <translation>nablízku</translation>
        </message>
        <message>
            <source>Nobody rests near an agent it fully distrusts (A-44)</source>
            <translation>Nikdo neodpočívá v blízkosti agenta, kterému plně nedůvěřuje (A-44)</translation>
        </message>
        <message>
            <source>A full rest</source>
            <translation>Plný odpočinek</translation>
        </message>
        <message>
            <source>Interrupted: under pressure, half the aspects at most</source>
            <translation>Přerušený: pod tlakem, nanejvýš polovina aspektů</translation>
        </message>
        <message>
            <source>This scene opened under pressure.</source>
            <translation>Tato scéna začala pod tlakem.</translation>
        </message>
        <message>
            <source>This scene did not open under pressure.</source>
            <translation>Tato scéna nezačala pod tlakem.</translation>
        </message>
        <message>
            <source>Rest</source>
            <translation>Odpočinout</translation>
        </message>
    </context>
    <context>
        <name>ResultView</name>
        <message>
            <source>from the hand</source>
            <translation>z ruky</translation>
        </message>
        <message>
            <source>No test yet: build one and press Space.</source>
            <translation>Zatím žádná zkouška: sestavte ji a stiskněte mezerník.</translation>
        </message>
        <message>
            <source>Total {total}</source>
            <translation>Celkem {total}</translation>
        </message>
        <message>
            <source>{base} {sign} {chance} = {total} · Difficulty {difficulty}</source>
            <translation>{base} {sign} {chance} = {total} · Obtížnost {difficulty}</translation>
        </message>
        <message>
            <source>CRITICAL SUCCESS</source>
            <translation>KRITICKÝ ÚSPĚCH</translation>
        </message>
        <message>
            <source>SUCCESS</source>
            <translation>ÚSPĚCH</translation>
        </message>
        <message>
            <source>FAILURE</source>
            <translation>NEÚSPĚCH</translation>
        </message>
        <message>
            <source>CRITICAL FAILURE</source>
            <translation>KRITICKÝ NEÚSPĚCH</translation>
        </message>
    </context>
    <context>
        <name>RollBuilder</name>
        <message>
            <source>Roll</source>
            <translation>Hod</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Akce</translation>
        </message>
        <message>
            <source>Reaction</source>
            <translation>Reakce</translation>
        </message>
        <message>
            <source>Support</source>
            <translation>Podpora</translation>
        </message>
        <message>
            <source>Long step</source>
            <translation>Dlouhá akce</translation>
        </message>
        <message>
            <source>for dice</source>
            <translation>na kostky</translation>
        </message>
        <message>
            <source>for Power</source>
            <translation>na Moc</translation>
        </message>
        <message>
            <source>faces of the real dice, e.g. 7 10 3</source>
            <translation>čísla skutečných kostek, např. 7 10 3</translation>
        </message>
        <message>
            <source>Roll  (Space)</source>
            <translation>Hodit  (mezerník)</translation>
        </message>
        <message>
            <source>&amp;Who</source>
            <translation>&amp;Kdo</translation>
        </message>
        <message>
            <source>Roll as</source>
            <translation>Hod jako</translation>
        </message>
        <message>
            <source>Bank</source>
            <translation>Bank</translation>
        </message>
        <message>
            <source>S&amp;kill</source>
            <translation>&amp;Dovednost</translation>
        </message>
        <message>
            <source>&amp;Dice</source>
            <translation>Ko&amp;stky</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>Obrana</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <source>Penalty</source>
            <translation>Postih</translation>
        </message>
        <message>
            <source>&amp;Power</source>
            <translation>&amp;Moc</translation>
        </message>
        <message>
            <source>&amp;Item</source>
            <translation>&amp;Předmět</translation>
        </message>
        <message>
            <source>Power dice</source>
            <translation>Kostky Moci</translation>
        </message>
        <message>
            <source>Power +</source>
            <translation>Moc +</translation>
        </message>
        <message>
            <source>−</source>
            <translation>−</translation>
        </message>
        <message>
            <source>B&amp;urn</source>
            <translation>Pá&amp;lit</translation>
        </message>
        <message>
            <source>F&amp;aces</source>
            <translation>&amp;Hozená čísla</translation>
        </message>
        <message>
            <source>Take back the last face</source>
            <translation>Vzít zpět poslední číslo</translation>
        </message>
        <message>
            <source>Roll with these faces  (Enter)</source>
            <translation>Hodit s těmito čísly  (Enter)</translation>
        </message>
        <message>
            <source>Other skill…</source>
            <translation>Jiná dovednost…</translation>
        </message>
        <message>
            <source>No Power</source>
            <translation>Bez Moci</translation>
        </message>
        <message>
            <source>Other capacity…</source>
            <translation>Jiný kapacitní atribut…</translation>
        </message>
        <message>
            <source>No item</source>
            <translation>Bez předmětu</translation>
        </message>
        <message>
            <source>{name} ({free} free)</source>
            <translation>{name} (volno {free})</translation>
        </message>
        <message>
            <source>No burn</source>
            <translation>Nepálit</translation>
        </message>
        <message>
            <source>&amp;Target</source>
            <translation>&amp;Cíl</translation>
        </message>
        <message>
            <source>Nobody — settle at once</source>
            <translation>Nikdo — vyhodnotit hned</translation>
        </message>
        <message>
            <source>&amp;Against</source>
            <translation>P&amp;roti</translation>
        </message>
        <message numerus="yes">
            <source>{who}'s {skill} on {target} (%n success(es))</source>
            <translation>
                <numerusform>{who}: {skill} proti {target} (%n úspěch)</numerusform>
                <numerusform>{who}: {skill} proti {target} (%n úspěchy)</numerusform>
                <numerusform>{who}: {skill} proti {target} (%n úspěchů)</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;For</source>
            <translation>&amp;Ve prospěch</translation>
        </message>
        <message>
            <source>of {n} left</source>
            <translation>ze zbývajících {n}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{n} too many&lt;/b&gt;</source>
            <translation>&lt;b&gt;o {n} víc&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;{typed} of {needed}&lt;/b&gt; faces</source>
            <translation>&lt;b&gt;{typed} z {needed}&lt;/b&gt; čísel</translation>
        </message>
    </context>
    <context>
        <name>RuleIds</name>
        <message>
            <source>Rules: {ids}</source>
            <translation>Pravidla: {ids}</translation>
        </message>
    </context>
    <context>
        <name>RulesReference</name>
        <message>
            <source>There is no rule system “{system}”.</source>
            <translation>Herní systém „{system}“ neexistuje.</translation>
        </message>
        <message>
            <source>The rules reference “{file}” is missing from this installation.</source>
            <translation>V této instalaci chybí přehled pravidel „{file}“.</translation>
        </message>
        <message>
            <source>Rules Reference</source>
            <translation>Přehled pravidel</translation>
        </message>
        <message>
            <source>Rule, e.g. A-16</source>
            <translation>Pravidlo, např. A-16</translation>
        </message>
        <message>
            <source>Type a rule's ID and press Enter to jump to it</source>
            <translation>Zadejte ID pravidla a stiskem Enter na ně přejděte</translation>
        </message>
        <message>
            <source>This part of the reference is not translated yet: it is shown in English.</source>
            <translation>Tato část přehledu ještě není přeložena, proto se zobrazuje anglicky.</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Systém</translation>
        </message>
        <message>
            <source>&amp;Go to rule</source>
            <translation>&amp;Přejít na pravidlo</translation>
        </message>
        <message>
            <source>There is no rules reference for this system.</source>
            <translation>Pro tento systém přehled pravidel není.</translation>
        </message>
        <message>
            <source>'{text}' is not a rule ID such as A-16.</source>
            <translation>„{text}“ není ID pravidla, jako je A-16.</translation>
        </message>
        <message>
            <source>The reference has no rule {rule}.</source>
            <translation>Přehled pravidlo {rule} nemá.</translation>
        </message>
    </context>
    <context>
        <name>ScarTrack</name>
        <message>
            <source>No damage; {boxes} boxes free</source>
            <translation>Bez zranění; volných políček: {boxes}</translation>
        </message>
        <message>
            <source>{damage}: {over} over the {boxes} boxes</source>
            <translation>{damage}: o {over} přes {boxes} políček</translation>
        </message>
        <message>
            <source>{damage}: {free} of {boxes} boxes free</source>
            <translation>{damage}: volno {free} z {boxes} políček</translation>
        </message>
        <message>
            <source>One box per point the Scar can take; stun is written /, lethal X, other types by their initial. Red dashed boxes are damage beyond the boxes (B-23, B-31).</source>
            <translation>Jedno políčko na každý bod, který Jizva pojme; omračující se píše /, smrtelné X, ostatní typy svým počátečním písmenem. Červená čárkovaná políčka jsou zranění nad rámec políček (B-23, B-31).</translation>
        </message>
    </context>
    <context>
        <name>SceneEndDialog</name>
        <message>
            <source>End of Scene {number}</source>
            <translation>Konec scény {number}</translation>
        </message>
        <message>
            <source>Relationships change only now, each agent for itself; a reason, when given, is written on its card. They are not reciprocal.</source>
            <translation>Vztahy se mění jen teď, každý agent za sebe; důvod, je-li uveden, se zapíše na jeho kartu. Vztahy nejsou reciproční.</translation>
        </message>
        <message>
            <source>Relationship cards</source>
            <translation>Karty vztahů</translation>
        </message>
        <message>
            <source>&lt;b&gt;Card&lt;/b&gt;</source>
            <translation>&lt;b&gt;Karta&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Now&lt;/b&gt;</source>
            <translation>&lt;b&gt;Teď&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Becomes&lt;/b&gt;</source>
            <translation>&lt;b&gt;Bude&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Reason&lt;/b&gt;</source>
            <translation>&lt;b&gt;Důvod&lt;/b&gt;</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>beze změny</translation>
        </message>
        <message>
            <source>why, in the fiction</source>
            <translation>proč, ve fikci</translation>
        </message>
        <message>
            <source>End the Scene</source>
            <translation>Ukončit scénu</translation>
        </message>
    </context>
    <context>
        <name>SeatPanel</name>
        <message>
            <source>Draw {draw} · Discard {discard}</source>
            <translation>V balíčku {draw} · Odhozeno {discard}</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) in hand (dealt {size})</source>
            <translation>
                <numerusform>%n karta v ruce (velikost {size})</numerusform>
                <numerusform>%n karty v ruce (velikost {size})</numerusform>
                <numerusform>%n karet v ruce (velikost {size})</numerusform>
            </translation>
        </message>
        <message>
            <source> · luck {luck}</source>
            <translation> · štěstí {luck}</translation>
        </message>
        <message>
            <source>{name}: click to test with this deck</source>
            <translation>{name}: kliknutím zkoušejte s tímto balíčkem</translation>
        </message>
        <message>
            <source>The Chronicler's deck: click to test with it</source>
            <translation>Kronikářův balíček: kliknutím s ním zkoušejte</translation>
        </message>
    </context>
    <context>
        <name>SessionList</name>
        <message>
            <source>last action {time}</source>
            <translation>poslední akce {time}</translation>
        </message>
        <message>
            <source>not played yet</source>
            <translation>zatím nehráno</translation>
        </message>
        <message>
            <source>⇄ mirror</source>
            <translation>⇄ zrcadlení</translation>
        </message>
    </context>
    <context>
        <name>SessionScreen</name>
        <message>
            <source>The real deck is right: put this card back on top of the app's draw pile (a correction, undoable), then record what you typed</source>
            <translation>Skutečný balíček má pravdu: vrátit tuto kartu na vršek dobíracího balíčku aplikace (oprava, lze vrátit) a pak zapsat, co jste zadali</translation>
        </message>
        <message>
            <source>{line} (from {player}'s phone)</source>
            <translation>{line} (z telefonu: {player})</translation>
        </message>
        <message>
            <source>The seed of fingerprint {fingerprint} is revealed: {seed}</source>
            <translation>Semínko s otiskem {fingerprint} je odhaleno: {seed}</translation>
        </message>
        <message>
            <source>“{text}” is added to the shuffle: every value after it changes</source>
            <translation>„{text}“ přidáno do míchání: mění každou hodnotu po něm</translation>
        </message>
        <message>
            <source>Undo: {what}</source>
            <translation>Zpět: {what}</translation>
        </message>
        <message>
            <source>Redo: {what}</source>
            <translation>Znovu: {what}</translation>
        </message>
    </context>
    <context>
        <name>SheetFields</name>
        <message>
            <source>adversity</source>
            <translation>Nepřízeň</translation>
        </message>
        <message>
            <source>after</source>
            <translation>po</translation>
        </message>
        <message>
            <source>appearance</source>
            <translation>vzhled</translation>
        </message>
        <message>
            <source>aspect</source>
            <translation>aspekt</translation>
        </message>
        <message>
            <source>aspects</source>
            <translation>aspekty</translation>
        </message>
        <message>
            <source>attributes</source>
            <translation>atributy</translation>
        </message>
        <message>
            <source>before</source>
            <translation>před</translation>
        </message>
        <message>
            <source>blessings</source>
            <translation>požehnání</translation>
        </message>
        <message>
            <source>boxes</source>
            <translation>políčka</translation>
        </message>
        <message>
            <source>can burn</source>
            <translation>lze pálit</translation>
        </message>
        <message>
            <source>capacity attributes</source>
            <translation>kapacitní atributy</translation>
        </message>
        <message>
            <source>circumstances</source>
            <translation>okolnosti</translation>
        </message>
        <message>
            <source>consequences</source>
            <translation>následky</translation>
        </message>
        <message>
            <source>director</source>
            <translation>Režisér</translation>
        </message>
        <message>
            <source>damage</source>
            <translation>zranění</translation>
        </message>
        <message>
            <source>damage type</source>
            <translation>druh zranění</translation>
        </message>
        <message>
            <source>dice bonus</source>
            <translation>bonus kostek</translation>
        </message>
        <message>
            <source>equipment</source>
            <translation>vybavení</translation>
        </message>
        <message>
            <source>escalation</source>
            <translation>eskalace</translation>
        </message>
        <message>
            <source>exhausted</source>
            <translation>vyčerpaný</translation>
        </message>
        <message>
            <source>extra actions</source>
            <translation>akce navíc</translation>
        </message>
        <message>
            <source>fits</source>
            <translation>hodí se k</translation>
        </message>
        <message>
            <source>history</source>
            <translation>historie</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>druh</translation>
        </message>
        <message>
            <source>level</source>
            <translation>úroveň</translation>
        </message>
        <message>
            <source>luck</source>
            <translation>štěstí</translation>
        </message>
        <message>
            <source>name</source>
            <translation>jméno</translation>
        </message>
        <message>
            <source>notes</source>
            <translation>poznámky</translation>
        </message>
        <message>
            <source>date</source>
            <translation>datum</translation>
        </message>
        <message>
            <source>power</source>
            <translation>moc</translation>
        </message>
        <message>
            <source>power bonus</source>
            <translation>bonus moci</translation>
        </message>
        <message>
            <source>practice XP</source>
            <translation>ZkB praxe</translation>
        </message>
        <message>
            <source>proficiency</source>
            <translation>zručnost</translation>
        </message>
        <message>
            <source>reason</source>
            <translation>důvod</translation>
        </message>
        <message>
            <source>relationships</source>
            <translation>vztahy</translation>
        </message>
        <message>
            <source>reserves</source>
            <translation>rezervy</translation>
        </message>
        <message>
            <source>rewards</source>
            <translation>odměny</translation>
        </message>
        <message>
            <source>scars</source>
            <translation>Jizvy</translation>
        </message>
        <message>
            <source>scene</source>
            <translation>scéna</translation>
        </message>
        <message>
            <source>score</source>
            <translation>hodnota</translation>
        </message>
        <message>
            <source>skills</source>
            <translation>dovednosti</translation>
        </message>
        <message>
            <source>starting Threat</source>
            <translation>počáteční Ohrožení</translation>
        </message>
        <message>
            <source>suspicion</source>
            <translation>Podezření</translation>
        </message>
        <message>
            <source>text</source>
            <translation>text</translation>
        </message>
        <message>
            <source>threat cards</source>
            <translation>karty hrozby</translation>
        </message>
        <message>
            <source>threatens</source>
            <translation>ohrožuje</translation>
        </message>
        <message>
            <source>toward</source>
            <translation>vůči</translation>
        </message>
        <message>
            <source>traits</source>
            <translation>rysy</translation>
        </message>
        <message>
            <source>value</source>
            <translation>hodnota</translation>
        </message>
        <message>
            <source>ordinary</source>
            <translation>běžný</translation>
        </message>
        <message>
            <source>negative</source>
            <translation>negativní</translation>
        </message>
        <message>
            <source>special</source>
            <translation>speciální</translation>
        </message>
        <message>
            <source>temporary</source>
            <translation>dočasný</translation>
        </message>
        <message>
            <source>limiting</source>
            <translation>omezující</translation>
        </message>
        <message>
            <source>neutral</source>
            <translation>neutrální</translation>
        </message>
        <message>
            <source>partial trust</source>
            <translation>částečná důvěra</translation>
        </message>
        <message>
            <source>full trust</source>
            <translation>naprostá důvěra</translation>
        </message>
        <message>
            <source>partial distrust</source>
            <translation>částečná nedůvěra</translation>
        </message>
        <message>
            <source>full distrust</source>
            <translation>naprostá nedůvěra</translation>
        </message>
        <message>
            <source>civilians</source>
            <translation>civilisté</translation>
        </message>
        <message>
            <source>agents</source>
            <translation>agenti</translation>
        </message>
        <message>
            <source>both</source>
            <translation>obojí</translation>
        </message>
        <message>
            <source>talent</source>
            <translation>talent</translation>
        </message>
        <message>
            <source>ability</source>
            <translation>schopnost</translation>
        </message>
        <message>
            <source>knowledge</source>
            <translation>znalost</translation>
        </message>
        <message>
            <source>hinders</source>
            <translation>škodí</translation>
        </message>
        <message>
            <source>helps</source>
            <translation>pomáhá</translation>
        </message>
        <message>
            <source>aspect “{name}”</source>
            <translation>aspekt „{name}“</translation>
        </message>
        <message>
            <source>blessing “{name}”</source>
            <translation>požehnání „{name}“</translation>
        </message>
        <message>
            <source>capacity attribute “{name}”</source>
            <translation>kapacitní atribut „{name}“</translation>
        </message>
        <message>
            <source>circumstance “{name}”</source>
            <translation>okolnost „{name}“</translation>
        </message>
        <message>
            <source>consequence “{name}”</source>
            <translation>následek „{name}“</translation>
        </message>
        <message>
            <source>equipment “{name}”</source>
            <translation>vybavení „{name}“</translation>
        </message>
        <message>
            <source>history entry “{name}”</source>
            <translation>záznam historie „{name}“</translation>
        </message>
        <message>
            <source>relationship with {name}</source>
            <translation>vztah k postavě {name}</translation>
        </message>
        <message>
            <source>reward “{name}”</source>
            <translation>odměna „{name}“</translation>
        </message>
        <message>
            <source>Scar “{name}”</source>
            <translation>Jizva „{name}“</translation>
        </message>
        <message>
            <source>skill “{name}”</source>
            <translation>dovednost „{name}“</translation>
        </message>
        <message>
            <source>trait “{name}”</source>
            <translation>rys „{name}“</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ano</translation>
        </message>
        <message>
            <source>no</source>
            <translation>ne</translation>
        </message>
        <message>
            <source>{name} ({fields})</source>
            <translation>{name} ({fields})</translation>
        </message>
        <message>
            <source>{field}: {value}</source>
            <translation>{field}: {value}</translation>
        </message>
    </context>
    <context>
        <name>SheetView</name>
        <message>
            <source>No skills on this sheet: roll them as “Other skill…” in the builder.</source>
            <translation>V deníku nejsou žádné dovednosti: házejte je v sestavení hodu jako „Jiná dovednost…“.</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>Dovednost</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Druh</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Úroveň</translation>
        </message>
        <message>
            <source>Practice XP</source>
            <translation>ZkB Praxe</translation>
        </message>
        <message>
            <source>  ✓ this scene</source>
            <translation>  ✓ v této scéně</translation>
        </message>
        <message>
            <source>+1 XP</source>
            <translation>+1 ZkB</translation>
        </message>
        <message>
            <source>Mark a practice XP by hand (once per skill per scene)</source>
            <translation>Zapsat ZkB Praxe ručně (jednou za dovednost a scénu)</translation>
        </message>
        <message>
            <source>{name} {value} (capacity)</source>
            <translation>{name} {value} (kapacitní)</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>Klávesové zkratky</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Akce</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Zkratka</translation>
        </message>
    </context>
    <context>
        <name>SideView</name>
        <message>
            <source>Director</source>
            <translation>Režisér</translation>
        </message>
        <message>
            <source>dice {n}</source>
            <translation>kostky {n}</translation>
        </message>
        <message>
            <source>risky reroll taken</source>
            <translation>riskantní manévr využit</translation>
        </message>
        <message>
            <source>WINS</source>
            <translation>VÍTĚZÍ</translation>
        </message>
        <message>
            <source>loses</source>
            <translation>prohrává</translation>
        </message>
        <message>
            <source>tie</source>
            <translation>remíza</translation>
        </message>
    </context>
    <context>
        <name>SizeChooser</name>
        <message>
            <source>Custom</source>
            <translation>Vlastní</translation>
        </message>
        <message>
            <source>Poker</source>
            <translation>Poker</translation>
        </message>
        <message>
            <source>US poker</source>
            <translation>Americký poker</translation>
        </message>
        <message>
            <source>Bridge</source>
            <translation>Bridž</translation>
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
            <translation>Kartotéční lístek</translation>
        </message>
        <message>
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <source>Letter</source>
            <translation>Letter (US)</translation>
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
            <translation>{count}: o jeden méně</translation>
        </message>
        <message>
            <source>{count}: one more</source>
            <translation>{count}: o jeden víc</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>{path}: no such campaign file</source>
            <translation>{path}: takový soubor kampaně neexistuje</translation>
        </message>
        <message>
            <source>there is no character with id {id} in {file}</source>
            <translation>v {file} není postava s id {id}</translation>
        </message>
        <message>
            <source>a character called '{name}' is already in the campaign</source>
            <translation>postava jménem „{name}“ už v kampani je</translation>
        </message>
        <message>
            <source>character {id}</source>
            <translation>postava {id}</translation>
        </message>
        <message>
            <source>{path} is damaged ({error}): copy its characters out with Export Campaign while it still opens</source>
            <translation>{path} je poškozený ({error}): dokud se ještě otevře, zkopírujte z něj postavy pomocí Exportovat kampaň</translation>
        </message>
        <message>
            <source>a system has no stored part '{part}'</source>
            <translation>systém nemá uloženou část „{part}“</translation>
        </message>
        <message>
            <source>play session {id}: its opening is already stored</source>
            <translation>herní sezení {id}: jeho úvodní míchání je už uložené</translation>
        </message>
        <message>
            <source>the key that seals play logs could not be kept ({reason})</source>
            <translation>klíč, kterým se pečetí záznamy hry, nelze uložit ({reason})</translation>
        </message>
        <message>
            <source>there is no play session with id {id} in {file}</source>
            <translation>v {file} není herní sezení s id {id}</translation>
        </message>
        <message>
            <source>play session '{name}': {problem}</source>
            <translation>herní sezení „{name}“: {problem}</translation>
        </message>
        <message>
            <source>stored event {number} is missing</source>
            <translation>uložená událost {number} chybí</translation>
        </message>
        <message>
            <source>stored event {number} was changed after it was written (or one before it)</source>
            <translation>uložená událost {number} (nebo některá před ní) byla po zapsání změněna</translation>
        </message>
        <message>
            <source>stored events after event {number} were removed</source>
            <translation>uložené události po události {number} byly odstraněny</translation>
        </message>
        <message>
            <source>the log no longer fits the seal it was written with: it was changed outside Card Desk (events rewritten, or the last ones removed)</source>
            <translation>záznam už neodpovídá pečeti, se kterou byl zapsán: byl změněn mimo Card Desk (přepsané události nebo odstraněné poslední)</translation>
        </message>
        <message>
            <source>{path} is damaged ({problem}): nothing was changed; copy its characters out with Export Campaign while it still opens</source>
            <translation>{path} je poškozený ({problem}): nic nebylo změněno; dokud se ještě otevře, zkopírujte z něj postavy pomocí Exportovat kampaň</translation>
        </message>
        <message>
            <source>field 'chain' must be a list of text</source>
            <translation>pole „chain“ musí být seznam textů</translation>
        </message>
        <message>
            <source>event {number} was changed after the session was exported</source>
            <translation>událost {number} byla po exportu sezení změněna</translation>
        </message>
        <message numerus="yes">
            <source>the session was exported with %n event(s) and holds {held}: events were removed or added after the export</source>
            <translation>
                <numerusform>sezení bylo exportováno s %n událostí a má jich {held}: po exportu byly události odebrány nebo přidány</numerusform>
                <numerusform>sezení bylo exportováno s %n událostmi a má jich {held}: po exportu byly události odebrány nebo přidány</numerusform>
                <numerusform>sezení bylo exportováno s %n událostmi a má jich {held}: po exportu byly události odebrány nebo přidány</numerusform>
            </translation>
        </message>
        <message>
            <source>{path} is open in another Card Desk window or program: close it there first</source>
            <translation>{path} je otevřený v jiném okně Card Desk nebo v jiném programu: nejdřív ho tam zavřete</translation>
        </message>
        <message>
            <source>{file}: the disk is full, so the change was not saved and the campaign is as it was before it; free some space and try again</source>
            <translation>{file}: disk je plný, takže změna se neuložila a kampaň zůstala jako předtím; uvolněte místo a zkuste to znovu</translation>
        </message>
        <message>
            <source>{file}: the disk could not be written ({reason}), so the change was not saved and the campaign is as it was before it</source>
            <translation>{file}: na disk nešlo zapisovat ({reason}), takže změna se neuložila a kampaň zůstala jako předtím</translation>
        </message>
        <message>
            <source>{file}: {reason}: the change was not saved and the campaign is as it was before it</source>
            <translation>{file}: {reason}: změna se neuložila a kampaň zůstala jako předtím</translation>
        </message>
        <message>
            <source>NaN and Infinity are not numbers Card Desk keeps</source>
            <translation>NaN a Infinity nejsou čísla, která Card Desk ukládá</translation>
        </message>
        <message>
            <source>what was to be stored</source>
            <translation>to, co se mělo uložit</translation>
        </message>
        <message>
            <source>{owner}: {error}</source>
            <translation>{owner}: {error}</translation>
        </message>
        <message>
            <source>unknown rule system '{system}' (known: {names})</source>
            <translation>neznámý systém pravidel „{system}“ (známé: {names})</translation>
        </message>
        <message>
            <source>a character needs a name</source>
            <translation>postava potřebuje jméno</translation>
        </message>
        <message>
            <source>a character's name cannot hold the invisible character U+{value}</source>
            <translation>jméno postavy nesmí obsahovat neviditelný znak U+{value}</translation>
        </message>
        <message>
            <source>{path} is a folder, not a campaign file</source>
            <translation>{path} je složka, ne soubor kampaně</translation>
        </message>
        <message>
            <source>{path} is not a file (a device or a pipe), not a campaign</source>
            <translation>{path} není soubor (je to zařízení nebo roura), ne kampaň</translation>
        </message>
        <message>
            <source>{path}: not allowed to read this file</source>
            <translation>{path}: chybí oprávnění ke čtení tohoto souboru</translation>
        </message>
        <message>
            <source>{path} is not a Card Desk campaign (it is not an SQLite database)</source>
            <translation>{path} není kampaň Card Desk (není to databáze SQLite)</translation>
        </message>
        <message>
            <source>{path} is read-only: Card Desk saves every edit as it happens, so it needs to write there</source>
            <translation>{path} je jen pro čtení: Card Desk ukládá každou úpravu hned, takže tam potřebuje zapisovat</translation>
        </message>
        <message>
            <source>cannot create a campaign in {folder}: {reason}</source>
            <translation>v {folder} nelze vytvořit kampaň: {reason}</translation>
        </message>
        <message>
            <source>cannot create a campaign in {folder}: the folder is read-only</source>
            <translation>v {folder} nelze vytvořit kampaň: složka je jen pro čtení</translation>
        </message>
        <message>
            <source>{path} is damaged or not a Card Desk campaign ({error})</source>
            <translation>{path} je poškozený nebo to není kampaň Card Desk ({error})</translation>
        </message>
        <message>
            <source>{path} is damaged: {problem}</source>
            <translation>{path} je poškozený: {problem}</translation>
        </message>
        <message>
            <source>{path} is an SQLite database of another program, not a Card Desk campaign</source>
            <translation>{path} je databáze SQLite jiného programu, ne kampaň Card Desk</translation>
        </message>
        <message>
            <source>{path} was saved by a newer Card Desk (campaign format {version}; this one reads up to {newest}): update Card Desk to open it</source>
            <translation>{path} uložila novější verze Card Desk (formát kampaně {version}; tato čte nejvýš {newest}): aktualizujte Card Desk, abyste ho otevřeli</translation>
        </message>
        <message>
            <source>{path}: migrating to format {number} broke a reference</source>
            <translation>{path}: převod na formát {number} porušil odkaz</translation>
        </message>
        <message>
            <source>{path}: cannot prepare the campaign file ({error})</source>
            <translation>{path}: soubor kampaně nelze připravit ({error})</translation>
        </message>
        <message>
            <source>{path}: the leftover change log {name} beside it does not belong to this file, and it cannot be set aside ({reason}): move it away, then open the campaign</source>
            <translation>{path}: zbylý záznam změn {name} vedle něj k tomuto souboru nepatří a nejde ho odložit ({reason}): přesuňte ho jinam a pak kampaň otevřete</translation>
        </message>
        <message>
            <source>{file}: the leftover change log {name} beside it was left by another campaign file (or an older copy of this one), so it was not applied; it is kept as {kept}</source>
            <translation>{file}: zbylý záznam změn {name} vedle něj zanechal jiný soubor kampaně (nebo starší kopie tohoto), proto nebyl použit; je uložen jako {kept}</translation>
        </message>
        <message>
            <source>{out} is the open campaign file: writing the {kind} there would replace the campaign — choose another name</source>
            <translation>{out} je otevřený soubor kampaně: zápis {kind} by kampaň nahradil — zvolte jiný název</translation>
        </message>
        <message>
            <source>{out} is a folder: give a file name for the {kind}</source>
            <translation>{out} je složka: zadejte název souboru pro {kind}</translation>
        </message>
        <message>
            <source>{out}: the folder {parent} does not exist</source>
            <translation>{out}: složka {parent} neexistuje</translation>
        </message>
        <message>
            <source>{out} is not a file but a device, a pipe or a socket: the {kind} is only written to a file — choose a file name</source>
            <translation>{out} není soubor, ale zařízení, roura nebo socket: {kind} se zapisuje jen do souboru — zvolte jméno souboru</translation>
        </message>
        <message>
            <source>{out}: cannot read it to check what it is ({reason})</source>
            <translation>{out}: nelze přečíst a ověřit, co to je ({reason})</translation>
        </message>
        <message>
            <source>{out} is a database (a campaign file?): the {kind} is never written over one — choose another name</source>
            <translation>{out} je databáze (soubor kampaně?): {kind} se přes ni nikdy nezapisuje — zvolte jiný název</translation>
        </message>
        <message>
            <source>{out} already exists and is not a {kind} file: choose another name, so nothing is lost</source>
            <translation>{out} už existuje a není to soubor {kind}: zvolte jiný název, ať se nic neztratí</translation>
        </message>
        <message>
            <source>{name}…: the file name is {length} bytes long, and the file system takes at most {longest} — choose a shorter name</source>
            <translation>{name}…: jméno souboru má {length} bajtů a souborový systém jich bere nejvýš {longest} — zvolte kratší jméno</translation>
        </message>
    </context>
    <context>
        <name>Systems</name>
        <message>
            <source>Agents</source>
            <translation>Agenti</translation>
        </message>
        <message>
            <source>agent</source>
            <translation>agent</translation>
        </message>
        <message>
            <source>An agent starts with at least one aspect. Type its first one:</source>
            <translation>Agent začíná aspoň s jedním aspektem. Napište ten první:</translation>
        </message>
        <message>
            <source>Coordinator</source>
            <translation>Koordinátor</translation>
        </message>
        <message>
            <source>Character cards</source>
            <translation>Karty postav</translation>
        </message>
        <message>
            <source>each Agents character's own card</source>
            <translation>vlastní karta každé postavy Agentů</translation>
        </message>
        <message>
            <source>Aspects</source>
            <translation>Aspekty</translation>
        </message>
        <message>
            <source>Agents aspect cards, one per aspect, negative and limiting ones included (A-02)</source>
            <translation>karty aspektů Agentů, jedna na každý aspekt, včetně negativních a omezujících (A-02)</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Vybavení</translation>
        </message>
        <message>
            <source>Agents equipment cards (A-05)</source>
            <translation>karty vybavení Agentů (A-05)</translation>
        </message>
        <message>
            <source>Relationships</source>
            <translation>Vztahy</translation>
        </message>
        <message>
            <source>Agents relationship cards, one toward each other agent (A-03, A-40)</source>
            <translation>karty vztahů Agentů, jedna ke každému dalšímu agentovi (A-03, A-40)</translation>
        </message>
        <message>
            <source>Reserves</source>
            <translation>Rezervy</translation>
        </message>
        <message>
            <source>Agents reserve cards, the agents' and the Coordinator's (A-04, A-07)</source>
            <translation>karty rezerv Agentů, agentů i Koordinátora (A-04, A-07)</translation>
        </message>
        <message>
            <source>Threat cards</source>
            <translation>Karty hrozeb</translation>
        </message>
        <message>
            <source>the Coordinator's threat cards (A-06)</source>
            <translation>karty hrozeb Koordinátora (A-06)</translation>
        </message>
        <message>
            <source>Threat levels</source>
            <translation>Stupně Ohrožení</translation>
        </message>
        <message>
            <source>Threat level cards 1 … final level (A-30, A-34)</source>
            <translation>karty stupňů Ohrožení 1 … poslední stupeň (A-30, A-34)</translation>
        </message>
        <message>
            <source>Milestones</source>
            <translation>Milníky</translation>
        </message>
        <message>
            <source>milestone cards 1 … final level (A-32, A-34)</source>
            <translation>karty milníků 1 … poslední stupeň (A-32, A-34)</translation>
        </message>
        <message>
            <source>Red/black deck</source>
            <translation>Červeno-černý balíček</translation>
        </message>
        <message>
            <source>the Agents red/black deck, as many of each as the table options say</source>
            <translation>červeno-černý balíček Agentů, od každé barvy tolik karet, kolik říkají možnosti stolu</translation>
        </message>
        <message>
            <source>resolve one Agents test (red/black deck): black is a success, red a complication</source>
            <translation>vyhodnotit jeden test Agentů (červeno-černý balíček): černá je úspěch, červená komplikace</translation>
        </message>
        <message>
            <source>an Agents mission log</source>
            <translation>záznam mise Agentů</translation>
        </message>
        <message>
            <source>Cinematic cards</source>
            <translation>Filmové karty</translation>
        </message>
        <message>
            <source>each Cinematic cards character's own card</source>
            <translation>vlastní karta každé postavy Filmových karet</translation>
        </message>
        <message>
            <source>resolve one direct-draw test of the cinematic cards (54-card Unisystem variant)</source>
            <translation>vyhodnotit jednu zkoušku filmových karet s přímým tažením (varianta Unisystemu s 54 kartami)</translation>
        </message>
        <message>
            <source>Founders</source>
            <translation>Zakladatelé</translation>
        </message>
        <message>
            <source>Founder</source>
            <translation>Zakladatel</translation>
        </message>
        <message>
            <source>Director</source>
            <translation>Režisér</translation>
        </message>
        <message>
            <source>Traits</source>
            <translation>Rysy</translation>
        </message>
        <message>
            <source>Founders trait cards (F-01)</source>
            <translation>Karty rysů Zakladatelů (F-01)</translation>
        </message>
        <message>
            <source>Consequences</source>
            <translation>Následky</translation>
        </message>
        <message>
            <source>Founders consequence cards (F-01)</source>
            <translation>Karty následků Zakladatelů (F-01)</translation>
        </message>
        <message>
            <source>Circumstances</source>
            <translation>Okolnosti</translation>
        </message>
        <message>
            <source>the Director's scene circumstances, as index cards (F-02)</source>
            <translation>okolnosti Režisérovy scény jako kartičky (F-02)</translation>
        </message>
        <message>
            <source>resolve one Founders check (2d6 + tags) from the dice you rolled, or roll them</source>
            <translation>vyhodnotit jednu zkoušku Zakladatelů (2k6 + štítky) z hozených kostek, nebo je hodit</translation>
        </message>
        <message>
            <source>character</source>
            <translation>postava</translation>
        </message>
        <message>
            <source>the {system} system keeps no GM cards, but the file holds some</source>
            <translation>systém {system} neuchovává žádné karty vypravěče, ale soubor nějaké obsahuje</translation>
        </message>
        <message>
            <source>the {system} system keeps no GM cards</source>
            <translation>systém {system} neuchovává žádné karty vypravěče</translation>
        </message>
        <message>
            <source>unknown rule system '{key}' (known: {keys})</source>
            <translation>neznámý systém pravidel „{key}“ (známé: {keys})</translation>
        </message>
        <message>
            <source>there is no play table for the rule system '{key}'</source>
            <translation>pro systém pravidel „{key}“ není herní stůl</translation>
        </message>
        <message>
            <source>Dice banks</source>
            <translation>Banky kostek</translation>
        </message>
    </context>
    <context>
        <name>TableKeys</name>
        <message>
            <source>Agents: describe the tester's aspect 1 … 10; again: exhaust it</source>
            <translation>Agenti: popsat aspekt testujícího 1 … 10; znovu: vyčerpat ho</translation>
        </message>
        <message>
            <source>Agents: the next / previous agent tests</source>
            <translation>Agenti: testuje další / předchozí agent</translation>
        </message>
        <message>
            <source>Agents: one temporary aspect more / fewer</source>
            <translation>Agenti: o jeden dočasný aspekt víc / méně</translation>
        </message>
        <message>
            <source>Agents: draw the test's cards (mirror: type them)</source>
            <translation>Agenti: táhnout karty testu (zrcadlení: zapsat je)</translation>
        </message>
        <message>
            <source>Agents: sort the drawn cards to the piles</source>
            <translation>Agenti: roztřídit tažené karty na hromádky</translation>
        </message>
        <message>
            <source>Agents: put the drawn cards back, or clear the test</source>
            <translation>Agenti: vrátit tažené karty, nebo vymazat test</translation>
        </message>
        <message>
            <source>Agents: a scene of rest</source>
            <translation>Agenti: scéna odpočinku</translation>
        </message>
        <message>
            <source>Agents: end the scene</source>
            <translation>Agenti: ukončit scénu</translation>
        </message>
        <message>
            <source>Cinematic: perform the test (mirror: go to the cards field)</source>
            <translation>Filmové karty: provést zkoušku (zrcadlení: skočit do pole karet)</translation>
        </message>
        <message>
            <source>Cinematic: choose hand card 1 … 9</source>
            <translation>Filmové karty: vybrat kartu z ruky 1 … 9</translation>
        </message>
        <message>
            <source>Founders: roll (mirror: go to the dice field), then take the check</source>
            <translation>Zakladatelé: hodit (zrcadlení: skočit do pole kostek), pak přijmout zkoušku</translation>
        </message>
        <message>
            <source>Founders: choose the leader</source>
            <translation>Zakladatelé: zvolit, kdo hází</translation>
        </message>
        <message>
            <source>Founders: difficulty Easy, Normal, Hard, Very hard</source>
            <translation>Zakladatelé: obtížnost snadná, běžná, těžká, velmi těžká</translation>
        </message>
        <message>
            <source>Founders: risky reroll</source>
            <translation>Zakladatelé: riskantní manévr (nový hod)</translation>
        </message>
        <message>
            <source>Founders: contest turn — adversity, risky reroll, suspicion, pass</source>
            <translation>Zakladatelé: tah ve střetu — nepřízeň, riskantní manévr, podezření, pas</translation>
        </message>
        <message>
            <source>Founders: clear the check being built</source>
            <translation>Zakladatelé: vymazat rozpracovanou zkoušku</translation>
        </message>
        <message>
            <source>Dice banks: roll (mirror: go to the faces field)</source>
            <translation>Banky kostek: hodit (zrcadlení: skočit do pole čísel)</translation>
        </message>
        <message>
            <source>Dice banks: choose the bank</source>
            <translation>Banky kostek: vybrat bank</translation>
        </message>
        <message>
            <source>Dice banks: choose who rolls</source>
            <translation>Banky kostek: vybrat, kdo hází</translation>
        </message>
        <message>
            <source>Dice banks: new round</source>
            <translation>Banky kostek: nové kolo</translation>
        </message>
        <message>
            <source>Dice banks: begin or end the conflict</source>
            <translation>Banky kostek: začít nebo ukončit střet</translation>
        </message>
        <message>
            <source>Dice banks: settle the waiting action</source>
            <translation>Banky kostek: vyhodnotit čekající akci</translation>
        </message>
    </context>
    <context>
        <name>TableOptions</name>
        <message>
            <source>rule B-13: a roll without successes is a critical failure when any die (any_die) or every die (every_die) shows a face in the skill kind's critical range</source>
            <translation>pravidlo B-13: hod bez úspěchů je kritický neúspěch, když na kterékoli kostce (any_die) nebo na všech kostkách (every_die) padne číslo z kritického rozsahu druhu dovednosti</translation>
        </message>
        <message>
            <source>rule B-12: above 10 the written thresholds break (the explosion face falls below the success face, and from 14 every face explodes for ever); 'as_ten' rolls such a rating as 10 (success and explosion on 5+), 'refuse' keeps ratings to 10 at this table</source>
            <translation>pravidlo B-12: nad 10 psané prahy nefungují (přehoz klesne pod úspěch a od 14 se přehazuje každé číslo donekonečna); 'as_ten' hází takovou hodnotu jako 10 (úspěch i přehoz na 5+), 'refuse' u tohoto stolu připouští hodnoty jen do 10</translation>
        </message>
    </context>
    <context>
        <name>TablePage</name>
        <message>
            <source>New Session…</source>
            <translation>Nové sezení…</translation>
        </message>
        <message>
            <source>Table Options…</source>
            <translation>Možnosti stolu…</translation>
        </message>
        <message>
            <source>How your group reads the rules where they can be read more than one way</source>
            <translation>Jak vaše skupina čte pravidla tam, kde je lze číst více způsoby</translation>
        </message>
        <message>
            <source>Update Sheets</source>
            <translation>Aktualizovat deníky</translation>
        </message>
        <message>
            <source>Write what play changed (tokens, damage, exhausted cards …) onto the characters' sheets</source>
            <translation>Zapsat, co hra změnila (žetony, zranění, vyčerpané karty …), do deníků postav</translation>
        </message>
        <message>
            <source>Players' phones…</source>
            <translation>Telefony hráčů…</translation>
        </message>
        <message>
            <source>Add to the Shuffle…</source>
            <translation>Přidat do míchání…</translation>
        </message>
        <message>
            <source>A player's phrase or the faces of real dice, folded into every shuffle, card and die from now on</source>
            <translation>Věta hráče nebo hodnoty skutečných kostek, vmíchané od této chvíle do každého míchání, karty i kostky</translation>
        </message>
        <message>
            <source>Reveal the Seed…</source>
            <translation>Odhalit semínko…</translation>
        </message>
        <message>
            <source>At the end of the session: anyone can then check it with deskapp verify</source>
            <translation>Na konci sezení: kdokoli ho pak ověří příkazem deskapp verify</translation>
        </message>
        <message>
            <source>Deck…</source>
            <translation>Balíček…</translation>
        </message>
        <message>
            <source>Handle a deck like a real one: put cards back, shuffle, look, deal</source>
            <translation>Zacházet s balíčkem jako se skutečným: vracet karty, míchat, dívat se, rozdávat</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Systém</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Sezení</translation>
        </message>
        <message>
            <source>Start a new session, or pick one to carry on where you left off.</source>
            <translation>Začněte nové sezení, nebo vyberte rozehrané a pokračujte, kde jste skončili.</translation>
        </message>
        <message>
            <source>No session yet</source>
            <translation>Zatím žádné sezení</translation>
        </message>
        <message>
            <source>Choose a session</source>
            <translation>Vyberte sezení</translation>
        </message>
        <message>
            <source>log changed: {problem}</source>
            <translation>záznam byl změněn: {problem}</translation>
        </message>
        <message>
            <source>log stored before checks</source>
            <translation>záznam uložen před zavedením kontrol</translation>
        </message>
        <message>
            <source>log verified on this computer</source>
            <translation>záznam ověřen na tomto počítači</translation>
        </message>
        <message>
            <source>log consistent; recorded on another computer</source>
            <translation>záznam je celistvý; zapsán na jiném počítači</translation>
        </message>
        <message>
            <source>log imported without a chain</source>
            <translation>záznam importován bez řetězce kontrol</translation>
        </message>
        <message>
            <source>log consistent; recorded before logs were sealed</source>
            <translation>záznam je celistvý; zapsán před zavedením pečetí</translation>
        </message>
        <message>
            <source>play session '{name}' could not be shown ({error})</source>
            <translation>herní sezení „{name}“ nešlo zobrazit ({error})</translation>
        </message>
        <message>
            <source>'{name}': {problem}</source>
            <translation>„{name}“: {problem}</translation>
        </message>
        <message>
            <source>Session {number}</source>
            <translation>Sezení {number}</translation>
        </message>
        <message>
            <source>No seed: real cards and dice at a mirror table, or an older session</source>
            <translation>Bez semínka: skutečné karty a kostky u zrcadleného stolu, nebo starší sezení</translation>
        </message>
        <message>
            <source>Seed fingerprint {fingerprint}: read it out before play</source>
            <translation>Otisk semínka {fingerprint}: přečtěte ho nahlas před hrou</translation>
        </message>
        <message>
            <source>Add to the Shuffle</source>
            <translation>Přidat do míchání</translation>
        </message>
        <message>
            <source>A phrase, or the faces of real dice (e.g. 3 5 6 1):</source>
            <translation>Věta, nebo hodnoty skutečných kostek (např. 3 5 6 1):</translation>
        </message>
        <message>
            <source>Reveal the Seed</source>
            <translation>Odhalit semínko</translation>
        </message>
        <message>
            <source>Reveal this session's seed? Anyone with an export can then check every shuffle, card and die so far. Play after it goes on with new random values, which can no longer be checked.</source>
            <translation>Odhalit semínko tohoto sezení? Kdokoli s exportem pak ověří každé dosavadní míchání, kartu i kostku. Hra po odhalení pokračuje s novými náhodnými hodnotami, které už ověřit nelze.</translation>
        </message>
        <message>
            <source>Change the table options of {system}</source>
            <translation>Změnit možnosti stolu: {system}</translation>
        </message>
    </context>
    <context>
        <name>TableViewWindow</name>
        <message>
            <source>Table View</source>
            <translation>Pohled na stůl</translation>
        </message>
        <message>
            <source>Seed {fingerprint}</source>
            <translation>Otisk semínka {fingerprint}</translation>
        </message>
        <message>
            <source>Nothing drawn or rolled yet</source>
            <translation>Zatím se nic netáhlo ani neházelo</translation>
        </message>
        <message>
            <source>Esc or F11 closes this view</source>
            <translation>Esc nebo F11 tento pohled zavře</translation>
        </message>
    </context>
    <context>
        <name>TagChip</name>
        <message>
            <source>Click: helps, hinders, left out</source>
            <translation>Kliknutí: pomáhá, překáží, vynechán</translation>
        </message>
    </context>
    <context>
        <name>TagDialog</name>
        <message>
            <source>Good: helps the Founders (+)</source>
            <translation>Dobrá: pomáhá Zakladatelům (+)</translation>
        </message>
        <message>
            <source>Bad: hinders the Founders ({minus})</source>
            <translation>Špatná: překáží Zakladatelům ({minus})</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Název</translation>
        </message>
        <message>
            <source>&amp;Kind</source>
            <translation>&amp;Druh</translation>
        </message>
    </context>
    <context>
        <name>TagPicker</name>
        <message>
            <source>No tags to choose from</source>
            <translation>Žádné štítky na výběr</translation>
        </message>
    </context>
    <context>
        <name>TrackBar</name>
        <message>
            <source>Coordinator: look</source>
            <translation>Koordinátor: podívat se</translation>
        </message>
        <message>
            <source>The Threat-level cards lie face down: turn them over for the Coordinator</source>
            <translation>Karty stupňů Ohrožení leží lícem dolů: otočte je pro Koordinátora</translation>
        </message>
        <message>
            <source>Scene {number}</source>
            <translation>Scéna {number}</translation>
        </message>
        <message>
            <source>Milestones {count}</source>
            <translation>Milníky {count}</translation>
        </message>
        <message>
            <source>The Threat leads</source>
            <translation>Vede Ohrožení</translation>
        </message>
        <message>
            <source>The milestones lead</source>
            <translation>Vedou milníky</translation>
        </message>
        <message>
            <source>Who leads lies face down</source>
            <translation>Kdo vede, je skryto (lícem dolů)</translation>
        </message>
        <message>
            <source>Nothing leads yet</source>
            <translation>Zatím nic nevede</translation>
        </message>
        <message>
            <source>step {step}, the mission ends at {final}</source>
            <translation>krok {step}, mise končí na {final}</translation>
        </message>
        <message>
            <source>Threat step {threat}, milestone step {milestone}, the mission ends at {final}</source>
            <translation>krok Ohrožení {threat}, krok milníků {milestone}, mise končí na {final}</translation>
        </message>
        <message>
            <source>Threat (face down)</source>
            <translation>Ohrožení (lícem dolů)</translation>
        </message>
        <message>
            <source>Threat {level}</source>
            <translation>Ohrožení {level}</translation>
        </message>
        <message>
            <source>The Threat-level cards lie face down (A-30)</source>
            <translation>Karty stupňů Ohrožení leží lícem dolů (A-30)</translation>
        </message>
        <message>
            <source>this scene opened with the initiative</source>
            <translation>tato scéna začala s iniciativou</translation>
        </message>
        <message>
            <source>this scene opened under pressure</source>
            <translation>tato scéna začala pod tlakem</translation>
        </message>
        <message>
            <source>this scene opened on a tie (the Coordinator decides)</source>
            <translation>tato scéna začala nerozhodně (rozhoduje Koordinátor)</translation>
        </message>
        <message>
            <source>next scene: {next} — {totals} · {opened}</source>
            <translation>příští scéna: {next} — {totals} · {opened}</translation>
        </message>
        <message>
            <source>decided; play may go on but it cannot change</source>
            <translation>rozhodnuto; hra může pokračovat, ale výsledek se nezmění</translation>
        </message>
        <message>
            <source>both ends reached in this scene</source>
            <translation>oba konce dosaženy v této scéně</translation>
        </message>
        <message>
            <source>if the other side gets there before this scene ends, it is pyrrhic</source>
            <translation>dojde-li tam i druhá strana před koncem této scény, jde o Pyrrhovo vítězství</translation>
        </message>
        <message>
            <source>{card}: {escalation}</source>
            <translation>{card}: {escalation}</translation>
        </message>
        <message>
            <source>T</source>
            <comment>the letter of a Threat-level card: T1, T2 …</comment>
            <translation>O</translation>
        </message>
        <message>
            <source>M</source>
            <comment>the letter of a milestone marker: M1, M2 …</comment>
            <translation>M</translation>
        </message>
        <message numerus="yes">
            <source>One milestone for every %n success(es) (A-32); milestone {final} wins the mission (A-34)</source>
            <translation>
                <numerusform>Jeden milník za každý úspěch (A-32); milník {final} znamená splněnou misi (A-34)</numerusform>
                <numerusform>Jeden milník za každé %n úspěchy (A-32); milník {final} znamená splněnou misi (A-34)</numerusform>
                <numerusform>Jeden milník za každých %n úspěchů (A-32); milník {final} znamená splněnou misi (A-34)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>One Threat-level card for every %n complication(s) (A-30); level {final} ends the mission (A-34). In effect this scene: {effect}.</source>
            <translation>
                <numerusform>Jedna karta Ohrožení za každou komplikaci (A-30); stupeň {final} misi ukončí (A-34). Platí v této scéně: {effect}.</numerusform>
                <numerusform>Jedna karta Ohrožení za každé %n komplikace (A-30); stupeň {final} misi ukončí (A-34). Platí v této scéně: {effect}.</numerusform>
                <numerusform>Jedna karta Ohrožení za každých %n komplikací (A-30); stupeň {final} misi ukončí (A-34). Platí v této scéně: {effect}.</numerusform>
            </translation>
        </message>
        <message>
            <source>initiative</source>
            <comment>the next scene opens with</comment>
            <translation>iniciativa</translation>
        </message>
        <message>
            <source>under pressure</source>
            <comment>the next scene opens</comment>
            <translation>pod tlakem</translation>
        </message>
        <message>
            <source>a tie</source>
            <comment>the next scene opens on</comment>
            <translation>nerozhodně</translation>
        </message>
        <message>
            <source>{successes} against {complications}</source>
            <translation>{successes} a {complications}</translation>
        </message>
        <message>
            <source>MISSION SUCCESS</source>
            <translation>MISE SPLNĚNA</translation>
        </message>
        <message>
            <source>MISSION FAILURE</source>
            <translation>MISE SELHALA</translation>
        </message>
        <message>
            <source>PYRRHIC SUCCESS</source>
            <translation>PYRRHOVO VÍTĚZSTVÍ</translation>
        </message>
        <message>
            <source>a related next mission starts at Threat {level}</source>
            <translation>navazující mise začne na Ohrožení {level}</translation>
        </message>
        <message>
            <source>Coordinator: {cards} · reserves {reserves}</source>
            <translation>Koordinátor: {cards} · rezervy {reserves}</translation>
        </message>
    </context>
    <context>
        <name>UpdateSheetsDialog</name>
        <message>
            <source>Update Sheets</source>
            <translation>Aktualizovat deníky postav</translation>
        </message>
        <message numerus="yes">
            <source>These items will be written onto the sheets. %n of them were also changed on the sheet while the session ran (marked): play's value is written unless you tick “Keep the sheet's”.</source>
            <translation>
                <numerusform>Tyto položky se zapíšou do deníků postav. %n z nich byla během sezení změněna i v deníku (označená): zapíše se hodnota ze hry, pokud nezaškrtnete „Ponechat hodnotu z deníku“.</numerusform>
                <numerusform>Tyto položky se zapíšou do deníků postav. %n z nich byly během sezení změněny i v deníku (označené): zapíše se hodnota ze hry, pokud nezaškrtnete „Ponechat hodnotu z deníku“.</numerusform>
                <numerusform>Tyto položky se zapíšou do deníků postav. %n z nich bylo během sezení změněno i v deníku (označené): zapíše se hodnota ze hry, pokud nezaškrtnete „Ponechat hodnotu z deníku“.</numerusform>
            </translation>
        </message>
        <message>
            <source>These items will be written onto the sheets; nothing else changes.</source>
            <translation>Tyto položky se zapíšou do deníků postav; nic jiného se nezmění.</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Položka</translation>
        </message>
        <message>
            <source>On the sheet now</source>
            <translation>Teď v deníku</translation>
        </message>
        <message>
            <source>Will be written</source>
            <translation>Zapíše se</translation>
        </message>
        <message>
            <source>Write to Sheets</source>
            <translation>Zapsat do deníků</translation>
        </message>
        <message>
            <source>(not there)</source>
            <translation>(chybí)</translation>
        </message>
        <message>
            <source>(removed)</source>
            <translation>(odebráno)</translation>
        </message>
        <message>
            <source>Keep the sheet's</source>
            <translation>Ponechat hodnotu z deníku</translation>
        </message>
        <message>
            <source>Changed on the sheet while the session ran, and changed by play too</source>
            <translation>Změněno v deníku během sezení a změněno i hrou</translation>
        </message>
        <message>
            <source>Nothing to write back: the sheets already hold what the table does.</source>
            <translation>Není co zapsat: deníky už obsahují to, co platí u stolu.</translation>
        </message>
        <message>
            <source>GM's cards</source>
            <translation>Karty vypravěče</translation>
        </message>
        <message>
            <source>Put the sheets back as they were before this update</source>
            <translation>Vrátit deníky postav do stavu před touto aktualizací</translation>
        </message>
        <message>
            <source>Update sheets from play: {names}</source>
            <translation>Aktualizace deníků ze hry: {names}</translation>
        </message>
    </context>
    <context>
        <name>Verify</name>
        <message>
            <source>{path}: not a campaign export nor a session entry</source>
            <translation>{path}: není to export kampaně ani záznam sezení</translation>
        </message>
        <message>
            <source>'{name}': verified up to event {event}, where the seed (fingerprint {fingerprint}) was revealed; the random values after it are not verifiable</source>
            <translation>„{name}“: ověřeno do události {event}, kde bylo semínko (otisk {fingerprint}) odhaleno; náhodné hodnoty po ní ověřit nelze</translation>
        </message>
        <message>
            <source>'{name}': verified: every shuffle, draw and die follows from the revealed seed (fingerprint {fingerprint})</source>
            <translation>„{name}“: ověřeno: každé zamíchání, tažení i kostka plyne z odhaleného semínka (otisk {fingerprint})</translation>
        </message>
        <message>
            <source>'{name}': not revealed: the seed (fingerprint {fingerprint}) is still secret</source>
            <translation>„{name}“: neodhaleno: semínko (otisk {fingerprint}) je stále tajné</translation>
        </message>
        <message>
            <source>'{name}': not verifiable: its random values come from no committed seed (a mirror table, a session stored before, or a log without its random values)</source>
            <translation>„{name}“: nelze ověřit: jeho náhodné hodnoty neplynou ze žádného předem otištěného semínka (zrcadlený stůl, dříve uložené sezení nebo záznam bez náhodných hodnot)</translation>
        </message>
        <message>
            <source>'{name}': failed in its setup: {problem}</source>
            <translation>„{name}“: neprošlo v nastavení: {problem}</translation>
        </message>
        <message>
            <source>'{name}': failed at event {event}: {problem}</source>
            <translation>„{name}“: neprošlo u události {event}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message numerus="yes">
            <source>{start}… (%n character(s))</source>
            <translation>
                <numerusform>{start}… (%n znak)</numerusform>
                <numerusform>{start}… (%n znaky)</numerusform>
                <numerusform>{start}… (%n znaků)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>použití: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>poziční argumenty</translation>
        </message>
        <message>
            <source>options</source>
            <translation>volby</translation>
        </message>
        <message>
            <source>subcommands</source>
            <translation>podpříkazy</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>zobrazit tuto nápovědu a skončit</translation>
        </message>
        <message>
            <source>show program's version number and exit</source>
            <translation>zobrazit číslo verze programu a skončit</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation>neznámý příkaz %(parser_name)r (možnosti: %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>nelze otevřít „%(filename)s“: %(error)s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>nerozpoznané argumenty: %s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>nelze použít s argumentem %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>přebytečná hodnota argumentu %r</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>chybí povinné argumenty: %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>je nutný jeden z argumentů %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>očekávána jedna hodnota</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>očekávána nejvýš jedna hodnota</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>očekávána alespoň jedna hodnota</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>nejednoznačná volba: %(option)s může znamenat %(matches)s</translation>
        </message>
        <message>
            <source>unexpected option string: %s</source>
            <translation>neočekávaná volba: %s</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>neplatná hodnota typu %(type)s: %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>neplatná volba: %(value)r (vyberte z %(choices)s)</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s
</source>
            <translation>%(prog)s: chyba: %(message)s
</translation>
        </message>
        <message numerus="yes">
            <source>expected %n argument(s)</source>
            <translation>
                <numerusform>očekávána %n hodnota</numerusform>
                <numerusform>očekávány %n hodnoty</numerusform>
                <numerusform>očekáváno %n hodnot</numerusform>
            </translation>
        </message>
    </context>
</TS>
