<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en_GB">
    <context>
        <name />
        <message>
            <source>Add {what} '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove {what} '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename {what} '{old}' to '{new}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move {what} '{name}' up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move {what} '{name}' down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another {what} is already named '{name}'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every {what} needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set {field} of {what} '{name}' to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Raise {field} of {what} '{name}' to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lower {field} of {what} '{name}' to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {field} of {what} '{name}' cannot be empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GM's cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Update sheets from play: {names}</source>
            <translation type="unfinished" />
        </message>
    </context>
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
            <source>this session mirrors the real deck: type the cards drawn, such as QH 10S</source>
            <translation>toto sezení zrcadlí skutečný balíček: zadejte tažené karty, například QH 10S</translation>
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
            <source>success</source>
            <translation>úspěch</translation>
        </message>
        <message>
            <source>failure</source>
            <translation>neúspěch</translation>
        </message>
        <message>
            <source>pyrrhic victory</source>
            <translation>Pyrrhovo vítězství</translation>
        </message>
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
            <source>{agent}'s draw</source>
            <translation>Tah postavy {agent}</translation>
        </message>
        <message>
            <source>{agent} draws {cards}</source>
            <translation>{agent} táhne {cards}</translation>
        </message>
        <message>
            <source>the test's sorted cards</source>
            <translation>roztřídění karet testu</translation>
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
            <source>the drawn cards go back on the deck</source>
            <translation>tažené karty se vracejí do balíčku</translation>
        </message>
        <message>
            <source>{agent}'s cards go back on the deck</source>
            <translation>{agent} vrací karty do balíčku</translation>
        </message>
        <message>
            <source>the rest of {agents}</source>
            <translation>odpočinek: {agents}</translation>
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
            <source>the end of the scene</source>
            <translation>konec scény</translation>
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
            <source>A mission-log event</source>
            <translation>Událost ze záznamu mise</translation>
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
            <source>the mission ends: {outcome}, {grade}</source>
            <translation>mise končí: {outcome}, {grade}</translation>
        </message>
        <message>
            <source>the mission ends: {outcome}</source>
            <translation>mise končí: {outcome}</translation>
        </message>
        <message>
            <source>the outcome is final</source>
            <translation>výsledek je konečný</translation>
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
            <source>{card} taken back ({pile})</source>
            <translation>{card} vrácena ({pile})</translation>
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
            <source>this is not a stored Agents mission of format {format}</source>
            <translation>toto není uložená mise Agentů ve formátu {format}</translation>
        </message>
        <message>
            <source>the mission's table log: {problem}</source>
            <translation>záznam stolu mise: {problem}</translation>
        </message>
        <message>
            <source>the stored mission has no list of events</source>
            <translation>uložená mise nemá seznam událostí</translation>
        </message>
        <message>
            <source>a mission log must be a JSON object</source>
            <translation>záznam mise musí být objekt JSON</translation>
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
            <source>its span of the table log is missing or wrong</source>
            <translation>její úsek záznamu stolu chybí nebo je chybný</translation>
        </message>
        <message>
            <source>it cancels a test that was never drawn</source>
            <translation>ruší test, který nebyl nikdy tažen</translation>
        </message>
        <message>
            <source>it happens while {agent}'s cards are still on the table</source>
            <translation>nastává, když karty postavy {agent} ještě leží na stole</translation>
        </message>
        <message>
            <source>it resolves a test that was never drawn</source>
            <translation>vyhodnocuje test, který nebyl nikdy tažen</translation>
        </message>
        <message>
            <source>it resolves {agent}'s draw but names another agent or other cards</source>
            <translation>vyhodnocuje tažení postavy {agent}, ale uvádí jiného agenta nebo jiné karty</translation>
        </message>
        <message>
            <source>its cards are not the ones the table log drew</source>
            <translation>její karty nejsou ty, které táhl záznam stolu</translation>
        </message>
        <message>
            <source>it draws while {agent}'s cards are still on the table</source>
            <translation>táhne, když karty postavy {agent} ještě leží na stole</translation>
        </message>
        <message>
            <source>the cards on the table are not those of the test being played</source>
            <translation>karty na stole nepatří právě hranému testu</translation>
        </message>
        <message>
            <source>the success pile on the table does not match the mission's events</source>
            <translation>hromádka úspěchů na stole neodpovídá událostem mise</translation>
        </message>
        <message>
            <source>the complication pile on the table does not match the mission's events</source>
            <translation>hromádka komplikací na stole neodpovídá událostem mise</translation>
        </message>
        <message>
            <source>a test described by name takes its choices by name (TestChoices)</source>
            <translation>test popsaný jmény bere volby jmény (TestChoices)</translation>
        </message>
        <message>
            <source>a test in counts takes its choices in counts (a TestSetup)</source>
            <translation>test zadaný počty bere volby v počtech (TestSetup)</translation>
        </message>
        <message>
            <source>these choices describe a different draw from the cards on the table</source>
            <translation>tyto volby popisují jiné tažení než karty na stole</translation>
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
            <source>{card} is not in the '{pile}' pile</source>
            <translation>{card} není na hromádce '{pile}'</translation>
        </message>
        <message>
            <source>unknown event type {value}</source>
            <translation>neznámý typ události {value}</translation>
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
            <source>the resting agents must be a list of names, not {value}</source>
            <translation>odpočívající agenti musí být seznam jmen, ne {value}</translation>
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
            <source>the test's {what} must be an object, not {value}</source>
            <translation>{what} testu musí být objekt, ne {value}</translation>
        </message>
        <message>
            <source>unknown field '{key}' in the test's {what}</source>
            <translation>neznámé pole '{key}' v části testu {what}</translation>
        </message>
        <message>
            <source>the test's {field} must be a list of names</source>
            <translation>pole testu {field} musí být seznam jmen</translation>
        </message>
        <message>
            <source>the test's {field} must be true or false</source>
            <translation>pole testu {field} musí být true nebo false</translation>
        </message>
        <message>
            <source>the test's {field} must be a whole number</source>
            <translation>pole testu {field} musí být celé číslo</translation>
        </message>
        <message>
            <source>the test's {field} must be a name</source>
            <translation>pole testu {field} musí být jméno</translation>
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
            <source>'{key}' must be an object, not {value}</source>
            <translation>'{key}' musí být objekt, ne {value}</translation>
        </message>
        <message>
            <source>'{key}' must be a whole number, not {value}</source>
            <translation>'{key}' musí být celé číslo, ne {value}</translation>
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
        <message>
            <source>an object</source>
            <translation>objekt</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>seznam</translation>
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
            <source>a complication strengthens as 'negative' or 'limiting', not {value}</source>
            <translation>komplikace posiluje jako 'negative' nebo 'limiting', ne {value}</translation>
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
            <source>{name} must be a whole number, not {value}</source>
            <translation>{name} musí být celé číslo, ne {value}</translation>
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
            <source>the cards to remove must be a list of cards, not {value}</source>
            <translation>karty k odebrání musí být seznam karet, ne {value}</translation>
        </message>
        <message>
            <source>{value} is not a card</source>
            <translation>{value} není karta</translation>
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
            <source>the final level from aspects needs at least one agent</source>
            <translation>poslední stupeň odvozený z aspektů potřebuje aspoň jednoho agenta</translation>
        </message>
        <message>
            <source>the starting Threat cannot be below zero, not {threat}</source>
            <translation>počáteční Ohrožení nemůže být pod nulou, ne {threat}</translation>
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
            <source>Keys: 1–0 aspects · A agent · T temporary · Space draw · Enter sort · Backspace put back · R rest · E end scene · Ctrl+Z undo</source>
            <translation>Klávesy: 1–0 aspekty · A agent · T dočasný · Space táhnout · Enter roztřídit · Backspace vrátit · R odpočinek · E konec scény · Ctrl+Z zpět</translation>
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
            <source>&lt;b&gt;{agent}'s last test&lt;/b&gt;: {s} · {c} — narrate the kept cards one by one (A-18)</source>
            <translation>&lt;b&gt;Poslední test postavy {agent}&lt;/b&gt;: {s} · {c} — popište ponechané karty jednu po druhé (A-18)</translation>
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
            <source>Scene</source>
            <translation>Scéna</translation>
        </message>
        <message>
            <source>Track</source>
            <translation>Stav mise</translation>
        </message>
        <message>
            <source>Leads</source>
            <translation>Vede</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Skóre</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Balíček</translation>
        </message>
        <message>
            <source>Last test</source>
            <translation>Poslední test</translation>
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
            <source>New aspect</source>
            <translation>Nový aspekt</translation>
        </message>
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
            <source>reason: must be text, not {value}</source>
            <translation>reason: musí být text, ne {value}</translation>
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
            <source>{label}: {where}: must be text, not {value}</source>
            <translation>{label}: {where}: musí být text, ne {value}</translation>
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
            <source>ordinary</source>
            <translation>běžný</translation>
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
        <message>
            <source>total</source>
            <translation>naprostý</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>běžný</translation>
        </message>
        <message>
            <source>narrow</source>
            <translation>těsný</translation>
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
            <source>Own aspects: {count} of {most} — the most an agent can have (A-02).</source>
            <translation>Vlastní aspekty: {count} z {most} — víc jich agent mít nemůže (A-02).</translation>
        </message>
        <message>
            <source>Own aspects: {count} of {most} (A-02).</source>
            <translation>Vlastní aspekty: {count} z {most} (A-02).</translation>
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} assists +1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} assists +2 (relevant tag)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BankPips</name>
        <message>
            <source>{bank}: {left} of {size} dice left</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CardPreviewDock</name>
        <message>
            <source>Card Preview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a character to see its cards as they will print.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This character has no cards to print yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GM has no cards to print here yet.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CardView</name>
        <message>
            <source>a card, face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>red</source>
            <translation type="unfinished">červená</translation>
        </message>
        <message>
            <source>black</source>
            <translation type="unfinished">černá</translation>
        </message>
        <message>
            <source>JOKER</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CharacterPage</name>
        <message>
            <source>Choose a character on the left, or add one with Character → New.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A name is required</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This character cannot be shown: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These cards cannot be shown: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A character needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a Portrait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pictures ({patterns})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CharacterTreeModel</name>
        <message>
            <source>{gm}'s cards</source>
            <translation type="unfinished" />
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
            <source>&amp;Initiated by the player</source>
            <translation>Z&amp;koušku vyvolal hráč</translation>
        </message>
        <message>
            <source>A test the player initiates draws from the draw pile; a reaction or a test the Chronicler calls for plays a card from the hand (rule U-23)</source>
            <translation>Zkouška, kterou vyvolá hráč, táhne z dobíracího balíčku; reakce nebo zkouška, kterou žádá Kronikář, hraje kartu z ruky (pravidlo U-23)</translation>
        </message>
        <message>
            <source>e.g. QH 4C</source>
            <translation>např. QH 4C</translation>
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
            <source>Type the cards of the test in the order they came, e.g. QH 4C.</source>
            <translation>Zapište karty zkoušky v pořadí, v jakém přišly, např. QH 4C.</translation>
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
            <source>Ready: a card from the hand is chosen (it stays hidden).</source>
            <translation>Připraveno: karta z ruky je vybraná (zůstává skrytá).</translation>
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>its name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Leader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Difficulty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tags</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Assists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Adversity to spend (+1 each)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll  [Space]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Risky reroll  [R]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reroll once and take the new roll; the Director gains 1 Suspicion Point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take it  [Space]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> of {held}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter the roll  [Space]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No check yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Above: the chances of a risky reroll.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The dice are down: take the roll.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next: 2d6 {added} against {difficulty} — </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>anything but snake eyes succeeds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only boxcars succeed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{needed} or more on the dice succeeds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Snake eyes: a bad circumstance on the scene.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boxcars: a good circumstance on the scene.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} gains 1 Adversity Token.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Director gains 1 Suspicion Point.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'{name}' is now +{value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SUCCESS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FAILURE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}'s roll — take it or reroll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}'s roll — take it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} if taken: {total} vs {difficulty}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It fails before tokens: a risky reroll [R] is allowed (rule F-15).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Director gains 1 Suspicion Point when it is taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Taken as it is, {name} gains 1 Adversity Token.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last check: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{word} {total} vs {difficulty}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tags {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>assists {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>adversity {n}</source>
            <translation type="unfinished" />
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
            <translation>Minulost, kontakty, vybavení – cokoli, pro co list postavy nemá místo.</translation>
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
        <message>
            <source>{viewer} sees {card}, card {number} of {target}'s hand ({power})</source>
            <translation>{viewer} vidí {card}, kartu {number} v ruce ({target}) ({power})</translation>
        </message>
        <message>
            <source>{viewer} sees {card}, the next card of {target}'s draw pile ({power})</source>
            <translation>{viewer} vidí {card}, příští kartu dobíracího balíčku ({target}) ({power})</translation>
        </message>
        <message>
            <source>{viewer} sees {card}, card {number} from the top of {target}'s draw pile ({power})</source>
            <translation>{viewer} vidí {card}, {number}. kartu shora dobíracího balíčku ({target}) ({power})</translation>
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
            <source>{player}'s test: {result}</source>
            <translation>{player} – zkouška: {result}</translation>
        </message>
        <message numerus="yes">
            <source>{player}'s hand dealt: %n card(s)</source>
            <translation>
                <numerusform>{player} – rozdaná ruka: %n karta</numerusform>
                <numerusform>{player} – rozdaná ruka: %n karty</numerusform>
                <numerusform>{player} – rozdaná ruka: %n karet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} blessed: +%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} – požehnání: +%n karta, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – požehnání: +%n karty, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – požehnání: +%n karet, dokud se ruka nevyčerpá</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}'s {card} back on the draw pile (a correction)</source>
            <translation>{player}: {card} zpět na dobírací balíček (oprava)</translation>
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
            <source>this is not a saved cinematic table of format {format}</source>
            <translation>toto není uložený stůl filmových karet ve formátu {format}</translation>
        </message>
        <message>
            <source>the saved cinematic table is damaged ({error})</source>
            <translation>uložený stůl filmových karet je poškozený ({error})</translation>
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
            <translation>zkoušku vyvolal(a) {name}, takže karta jde z dobíracího balíčku, ne z ruky (pravidlo U-23)</translation>
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
            <translation>zkoušku nevyvolal(a) {name}: vyberte kartu z ruky, která se zahraje (pravidlo U-23)</translation>
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
            <translation>list postavy {name}: {spell} nejde použít: {error}</translation>
        </message>
        <message>
            <source>type the cards drawn from {name}'s real deck (mirror mode)</source>
            <translation>zapište karty tažené ze skutečného balíčku ({name}) (zrcadlení)</translation>
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
            <source>a test must name attribute, skill and difficulty, not {data}</source>
            <translation>zkouška musí uvádět atribut, dovednost a obtížnost, ne {data}</translation>
        </message>
        <message>
            <source>a test must name its {field}</source>
            <translation>zkouška musí uvádět pole {field}</translation>
        </message>
        <message>
            <source>{working} = {chance} → total {total}: {outcome}</source>
            <translation>{working} = {chance} → celkem {total}: {outcome}</translation>
        </message>
        <message>
            <source>a stored test must be a JSON object, not {data}</source>
            <translation>uložená zkouška musí být objekt JSON, ne {data}</translation>
        </message>
        <message>
            <source>a stored test is malformed ({error})</source>
            <translation>uložená zkouška je poškozená ({error})</translation>
        </message>
        <message>
            <source>red joker</source>
            <translation>červený žolík</translation>
        </message>
        <message>
            <source>black joker</source>
            <translation>černý žolík</translation>
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
        <message>
            <source>{viewer} used {power} and looked at their own cards</source>
            <translation>{viewer} použil(a) {power} a podíval(a) se na vlastní karty</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at {target}'s cards</source>
            <translation>{viewer} použil(a) {power} a podíval(a) se na karty ({target})</translation>
        </message>
        <message numerus="yes">
            <source>{player} blessed by {spell}: +%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} – požehnání {spell}: +%n karta, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – požehnání {spell}: +%n karty, dokud se ruka nevyčerpá</numerusform>
                <numerusform>{player} – požehnání {spell}: +%n karet, dokud se ruka nevyčerpá</numerusform>
            </translation>
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
            <translation>{viewer} použil(a) {power} a podíval(a) se na kartu {number} ve vlastní ruce</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at card {number} of {target}'s hand</source>
            <translation>{viewer} použil(a) {power} a podíval(a) se na kartu {number} v ruce ({target})</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at the next card of their own draw pile</source>
            <translation>{viewer} použil(a) {power} a podíval(a) se na příští kartu vlastního dobíracího balíčku</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at the next card of {target}'s draw pile</source>
            <translation>{viewer} použil(a) {power} a podíval(a) se na příští kartu dobíracího balíčku ({target})</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at card {number} from the top of their own draw pile</source>
            <translation>{viewer} použil(a) {power} a podíval(a) se na {number}. kartu shora vlastního dobíracího balíčku</translation>
        </message>
        <message>
            <source>{viewer} used {power} and looked at card {number} from the top of {target}'s draw pile</source>
            <translation>{viewer} použil(a) {power} a podíval(a) se na {number}. kartu shora dobíracího balíčku ({target})</translation>
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
            <source>{player}: {attribute} + {skill} vs {difficulty}{played}</source>
            <translation>{player}: {attribute} + {skill} proti {difficulty}{played}</translation>
        </message>
        <message>
            <source>{player}'s new hand</source>
            <translation>{player} – nová ruka</translation>
        </message>
        <message>
            <source>{player} blessed by {spell}</source>
            <translation>{player} – požehnání {spell}</translation>
        </message>
        <message>
            <source>{player} blessed</source>
            <translation>{player} – požehnání</translation>
        </message>
        <message>
            <source>{player} cursed by {spell}</source>
            <translation>{player} – kletba {spell}</translation>
        </message>
        <message>
            <source>{player} cursed</source>
            <translation>{player} – kletba</translation>
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
            <source>none</source>
            <translation>žádné</translation>
        </message>
        <message>
            <source>{character} has no attribute '{name}' (attributes: {names})</source>
            <translation>{character} nemá atribut „{name}“ (atributy: {names})</translation>
        </message>
        <message>
            <source>{character} has no skill '{name}' (skills: {names})</source>
            <translation>{character} nemá dovednost „{name}“ (dovednosti: {names})</translation>
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>HINDERS FOUNDERS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Value −1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Value +1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename or remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove from the scene</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CombatantCard</name>
        <message>
            <source>  (opponent)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Outside a conflict: every roll may use all dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+{bonus} dice waiting from {giver}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Long: {title} {total}{goal}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ContestPanel</name>
        <message>
            <source>Challenger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Defender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll the contest  [Space]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Both sides roll 2d6 with their tags; then, the side behind first, they take turns spending Adversity Tokens or Suspicion until both pass (rule F-21).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spend adversity +1  [A]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Risky reroll  [R]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Director gains 1 Suspicion Point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Director rerolls, −1 suspicion  [S]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass  [P]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>vs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the contest away</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a tie so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} ahead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} to move — {ahead}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Abandon the contest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A tie, {totals}: nobody wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} wins, {totals}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> — {name} gains 1 Adversity Token</source>
            <translation type="unfinished" />
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
            <source>The Coordinator needs at least one threat card (A-06).</source>
            <translation>Koordinátor potřebuje aspoň jednu kartu hrozby (A-06).</translation>
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
            <source>Threat cards (A-06)</source>
            <translation>Karty hrozeb (A-06)</translation>
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
            <translation>&amp;Odměny</translation>
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drag the frame to choose what the card shows; the slider zooms.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Size</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DiceBanks</name>
        <message>
            <source>Physical</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Social</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mental</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+1 practice XP in {skill} (now {n})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no practice XP: {skill} earned its point this scene (rule B-15)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DiceBanksEditor</name>
        <message>
            <source>skill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No skills yet: press Add Skill or Insert</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New skill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add Skill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>capacity attribute</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No capacity attributes yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New capacity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add Capacity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No Scars yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New Scar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add Scar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No equipment yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add Item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>damage type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No damage: the Scar is whole</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add Damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;kills</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each skill's kind sets its critical range (B-13); its level sets which faces succeed and explode (B-11, B-12).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;apacity Attributes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Capacity attributes set the Power of actions: base Power is the value halved, rounded down, and the Power roll is made against the value (B-20, B-21).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E&amp;quipment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Items with their own Power replace the capacity attribute (B-24); bonuses and penalties run from −3 to +3 (B-50).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proficiency and Banks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proficiency (Zručnost), 0 or more: each bank holds Proficiency + 2 dice, and an action may burn at most Proficiency points into a Scar (B-31).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Proficiency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proficiency + 2 dice (d10). An action spends dice of the bank its type picks; the rest pay for reactions; every bank refills at the start of the next round (B-01 … B-05).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Physical bank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Social bank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mental bank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Scars</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scars are damage tracks: an injury's Power goes into one as damage of its type (B-23); a burnable Scar can take stun for dice or Power (B-31).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Skill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The skill's name, different from the sheet's other skills</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation type="unfinished">Druh</translation>
        </message>
        <message>
            <source>Critical range 1 for Talents and Attributes, 1–2 for Abilities, 1–4 for Knowledge; Knowledge earns no practice XP (B-13, B-14)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Talent / Attribute</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knowledge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>0 or more: a die showing at least max(10 − level, 5) is a success, at least min(15 − level, 10) also explodes (B-11, B-12)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Success / Explodes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The faces that succeed and that explode at this level (B-11, B-12)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{success}+ / {explode}+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (as 10)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each die showing {success} or more is a success; {explode} or more is also rolled again (B-11, B-12)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>. Above 10 the written rule breaks: {note}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practice XP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fixed practice XP marked in this skill, 0 or more: a critical failure or a great success earns 1, at most 1 per skill per scene (B-13 … B-15)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>practice XP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Capacity attribute</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The attribute's name, different from the sheet's other capacities</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>0 or more: the rating of the Power roll (B-21)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Base Power</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The value halved, rounded down (B-20)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Scar's name, different from the sheet's other Scars</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boxes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 or more: the points of damage the Scar takes (B-23)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>boxes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Burnable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An action may burn this Scar: take up to Proficiency points of stun into it, each for one die or +1 Power (B-31, B-32)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allow burning Scar '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forbid burning Scar '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Scar's track; edit its damage below</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The item's name, different from the sheet's other items</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Own Power</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>None, or 0 or more: an item with its own Power (a firearm) sets the base Power and the capacity attribute is ignored (B-24)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>own Power</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>−3 … +3: dice added to (or taken from) rolls with the item (B-50)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dice bonus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Power</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>−3 … +3: Power added to (or taken from) actions with the item (B-50)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Power bonus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extra actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>0 or more extra actions a round, each at a cumulative −1 die (B-04)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>extra actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the item's injuries deal: stun, lethal or any type you name (B-23)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stun, lethal or any type you name; each type once per Scar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>0 or more points of this type in the Scar (B-23)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{dice}&lt;/b&gt; dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a Scar to see and edit its damage.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Damage in Scar '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Raise Proficiency to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lower Proficiency to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scar '{scar}': {change}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DiceBanksScreen</name>
        <message>
            <source>Space roll · Ctrl+R new round · Ctrl+B begin/end conflict · Ctrl+E settle · Alt+1/2/3 bank · Alt+↑/↓ who · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Begin or end the conflict — Ctrl+B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refill every bank (rule B-05) — Ctrl+R</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New scene</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+ Opponent…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An opponent joins the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+ Long action…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a long action (rules B-70 … B-74)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sheet in play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting for reactions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Long actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage into a Scar (rule B-23)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Apply damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Outside a conflict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Begin conflict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Conflict · Round {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End conflict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scene {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> · mirroring real dice: type or click the faces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> · practice marks cleared (Ctrl+Z takes the new scene back)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{who}&lt;/b&gt; → &lt;b&gt;{target}&lt;/b&gt;: {skill}, {n} successes · reactions: {reactions} · Defense {defense}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>React as {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settle against the highest Defense and roll the Power — Ctrl+E. Mirroring: type the Power faces in the faces field first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settle (no faces)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settle ({n}+ faces)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{total} of {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{total}, no target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>next roll −{n} (rule B-72)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no penalty yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{who}&lt;/b&gt;: {title} — &lt;b&gt;{goal}&lt;/b&gt; · {bank} · rolls: {rolls} · {penalty} · {status}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a roll paused (it counts when resumed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Interrupt…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{n} dice&lt;/b&gt; · success on {s}+ · explodes on {e}+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;No die left after penalties: automatic failure (rule B-02)&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>level {level} rolls as {top} (rule B-12)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cumulative −{n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+{n} from support</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Power base {n} + Power roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waits for {name}'s reactions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>faces still to type: {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Before {name}'s reactions, which may raise the Defense.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A reaction's successes become the Defense against the action.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose who takes the damage and into which Scar.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo: {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redo: {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Conflict begins: round 1, every bank full</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {n}: every bank refilled (rule B-05)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n rounds</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Conflict ends after {rounds}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} joins (Proficiency {n})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, in round {n} of the conflict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} leaves the table</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n extra actions</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{who} has {count} per round from abilities (rule B-04)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} takes {points} {type} into {scar} ({total} of {boxes}; rule B-23)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who}: {practice}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scene {n}: every skill can earn its practice XP again (rule B-15)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The support waiting for {who} is dropped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>target {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} starts the long action '{title}' ({goal})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} stops '{title}' at a total of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} restarts '{title}' at a total of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>paused; it counts when resumed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wasted; it still raises the penalty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the whole long action is lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who}'s roll of '{title}' is interrupted: {how}. {who} enters the conflict without {dice} {bank} dice (rule B-74)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} puts '{title}' away ({status}, total {total})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> against {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> reacts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> supports {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> works on '{title}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who}{purpose}: {skill} ({kind} {level}), {bank}, {dice}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n dice</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>power</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>burns {points} of {scar} for {use}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>−{n} cumulative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{head}: nothing to roll after penalties, automatic failure (rule B-02)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{head}: {faces} → {successes}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n successes</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>great success</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CRITICAL FAILURE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>success</source>
            <translation type="unfinished">úspěch</translation>
        </message>
        <message>
            <source>failure</source>
            <translation type="unfinished">neúspěch</translation>
        </message>
        <message>
            <source>Defense {defense}, {net} net: {outcome}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Power {power} (Power dice {faces})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+{bonus} dice for {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>total {total} of {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>total {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waiting for {name}'s reactions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reacting to {who}'s {skill}, Defense {defense}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>talent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>knowledge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>going</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>succeeded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paused: it counts when resumed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wasted: it still raises the penalty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lost: the whole long action is lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Interrupt the Long Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who}'s roll of '{title}' is interrupted:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dice of the {bank} bank the roll had taken: {who} enters the conflict without them, until the next round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll for {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extra actions…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a long action…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove from the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extra Actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extra actions per round for {name} from abilities (rule B-04):</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DiceEntry</name>
        <message>
            <source>e.g. 3 4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Faces rolled on the real dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Real dice:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A die showing {face}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>face {face}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DiceRow</name>
        <message>
            <source> explodes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> success</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DiceTray</name>
        <message>
            <source>No dice rolled yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Build a roll on the left and press Space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reaction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>support</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>long action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} — {skill} ({kind} {level}), {kind_of_roll}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{bank} bank · {dice} dice · success on {success}+ · explodes on {explode}+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rolled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>↻ Explosion {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Power dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>↻ Power {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 success</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n} successes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AUTOMATIC FAILURE — no die left after penalties</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CRITICAL FAILURE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DEFENSE {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{successes} — waiting for {target} to react</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SUCCESS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FAILURE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  ★ GREAT SUCCESS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{successes} − Defense {defense} = {net} net</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Power {power}&lt;/b&gt; (base {base})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Defense so far {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+{n} dice from support</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>burned {points} of {scar}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>−{n} cumulative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+{bonus} dice for {name}'s next roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}: total {total}{goal} ({status})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>critical failure wiped {n} Power</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DieView</name>
        <message>
            <source>die, not rolled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>die showing {face}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DirectorEditor</name>
        <message>
            <source>Suspicion points are a whole number from {minimum} to {maximum}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Suspicion points: the Director gets one for each risky maneuver (F-15) and spends them on a contest reroll or a complication (F-16). A scenario starts with one per two Founders, rounded up (F-17).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A scene needs a name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The current scene: one encounter or situation (F-32).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New Scene</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start the next scene: the circumstances end with this one (F-32).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Circumstances of the scene</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Circumstances (F-01): tags of the scene, best written on index cards everyone can see (F-02). A new one has value 1, +1 for every full 3 points by which its check beat the difficulty (F-31); they end with the scene (F-32).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;uspicion points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Scene</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set suspicion points to {count}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A scene needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename scene to '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New scene</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a new scene</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What everyone sees on the index card, e.g. Time crunch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation type="unfinished">Druh</translation>
        </message>
        <message>
            <source>Good circumstances help the Founders (+value), bad ones hinder them (−value) (F-10).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Good</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make circumstance '{name}' good</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bad</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make circumstance '{name}' bad</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Value (F-31): at least 1; later checks can add to it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A circumstance's value is a whole number from {minimum} to {maximum} (F-31).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Raise circumstance '{name}' to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lower circumstance '{name}' to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>circumstance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New circumstance, e.g. Time crunch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No circumstances on this scene yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add circumstance '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove circumstance '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename circumstance '{name}' to '{new}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move circumstance '{name}' up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move circumstance '{name}' down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The scene already has the circumstance '{name}'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A circumstance needs a name.</source>
            <translation type="unfinished" />
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
            <translation>Komplikace z něj udělají trvalý</translation>
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
            <source>Click a used aspect (or press its number) to exhaust it: each advantage removes a red card, each disadvantage a black one; the last card always stays (A-16).</source>
            <translation>Kliknutím na použitý aspekt (nebo stiskem jeho čísla) ho vyčerpáte: výhoda odebere červenou kartu, nevýhoda černou; poslední karta vždy zůstane (A-16).</translation>
        </message>
        <message>
            <source>Set what the player and the Coordinator use (A-11 … A-19).</source>
            <translation>Nastavte, co použije hráč a co Koordinátor (A-11 … A-19).</translation>
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
            <translation>Zaškrtněte každý aspekt postavy, kterému toto vybavení odpovídá (A-17); zaškrtává Space.</translation>
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
        <name>FounderCard</name>
        <message>
            <source>Click, or press {key}, to lead the next check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>adversity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One Adversity Token fewer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One Adversity Token more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consequences</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a consequence…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove {tag}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Traits&lt;/b&gt; {tags}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Consequences&lt;/b&gt; {tags}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FounderEditor</name>
        <message>
            <source>Adversity tokens are a whole number from {minimum} to {maximum}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Adversity tokens (F-14): the Founder gets one for each failed check and spends them on later rolls, +1 each.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Traits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Traits (F-01): one or two descriptive words with a score, set at creation and development. They stay with the Founder from scene to scene (F-32).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Raise trait '{name}' to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lower trait '{name}' to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consequences</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consequences (F-01): tags that result from the Founder's actions. Like traits they have a score and stay with the Founder (F-32).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Raise consequence '{name}' to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lower consequence '{name}' to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Adversity tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set adversity tokens to {count}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One or two words, e.g. Engineer or Clever</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score</source>
            <translation type="unfinished">Skóre</translation>
        </message>
        <message>
            <source>Score (F-01): added to a check when the tag helps, subtracted when it hinders (F-10).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A score is a whole number from {minimum} to {maximum} (F-01).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>trait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New trait, e.g. Engineer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No traits yet: type one below and press Enter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add trait '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove trait '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename trait '{name}' to '{new}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move trait '{name}' up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move trait '{name}' down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This Founder already has the trait '{name}'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A trait needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>consequence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New consequence, e.g. Wounded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No consequences yet: they come from the Founder's actions.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add consequence '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove consequence '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename consequence '{name}' to '{new}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move consequence '{name}' up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move consequence '{name}' down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This Founder already has the consequence '{name}'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A consequence needs a name.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FoundersScreen</name>
        <message>
            <source>Chec&amp;k</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Con&amp;test</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys: Space roll, take (or press the button reached with Tab) · R risky reroll · +/− adversity to spend · 1–9 leader · E N H V difficulty · Backspace clear the check · contest: A adversity, S suspicion, P pass · Alt+K check, Alt+T contest · Ctrl+Z undo, Ctrl+Shift+Z redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End scene…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The scene's circumstances end with it (F-32); Founders keep their tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+ Circumstance…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new index card on the scene (F-02)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New scenario…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Director starts again with one Suspicion Point per two Founders (F-17)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Director</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>suspicion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One Suspicion Point fewer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One Suspicion Point more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Complication…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point on a new bad circumstance (F-16)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No circumstances on this scene yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scene: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scene</source>
            <translation type="unfinished">Scéna</translation>
        </message>
        <message>
            <source>Circumstances</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New Circumstance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An index card on the scene, for everyone to see (F-02).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Complication</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point on a new bad circumstance (F-16).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rename Circumstance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the Scene</source>
            <translation type="unfinished">Ukončit scénu</translation>
        </message>
        <message>
            <source>“{scene}” ends, and its {count} circumstances with it (F-32). Founders keep their traits, consequences and Adversity Tokens; the Director keeps his Suspicion Points. The next scene:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New Scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new scenario begins: the Director's Suspicion Points start again at {points} (one per two Founders, rounded up), and the scene's circumstances end. Founders keep their traits, consequences and Adversity Tokens. Its first scene:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scene 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New Consequence for {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A tag that results from the Founder's actions and stays with them (F-01).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Score</source>
            <translation type="unfinished" />
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
            <source>the %n card(s) dealt, e.g. QH 4C …</source>
            <translation>
                <numerusform>%n rozdaná karta, např. QH 4C …</numerusform>
                <numerusform>%n rozdané karty, např. QH 4C …</numerusform>
                <numerusform>%n rozdaných karet, např. QH 4C …</numerusform>
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
            <translation>Na listu postavy {name}: {spells}. Až bude ruka rozdaná, použijte je tady.</translation>
        </message>
    </context>
    <context>
        <name>HistoryBox</name>
        <message>
            <source>History</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which actions the history shows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This scene</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HistoryPanel</name>
        <message>
            <source>Click to show earlier actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>⋯ 1 earlier action: click to show it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>⋯ {count} earlier actions: click to show them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undone: Ctrl+Shift+Z does it again</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HistoryTable</name>
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
    </context>
    <context>
        <name>HistoryWriter</name>
        <message>
            <source>{name} rolls {dice} with {modifiers} for a check to create a circumstance: {standing}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} rolls {dice} with {modifiers} for a check: {standing}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} takes the risky reroll: {dice}, {standing}; the Director will gain 1 Suspicion Point (rule F-15)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>snake eyes, an automatic failure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>boxcars, an automatic success</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>succeeds so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fails so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{total} against {difficulty}: {verdict}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dice {dice}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>risky reroll {dice}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tags {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>assists {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>adversity {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{parts} = {total} against {difficulty}: {outcome}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>success</source>
            <translation type="unfinished">úspěch</translation>
        </message>
        <message>
            <source>failure</source>
            <translation type="unfinished">neúspěch</translation>
        </message>
        <message>
            <source> (snake eyes: automatic failure, and a bad circumstance on the scene)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (boxcars: automatic success, and a good circumstance on the scene)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the new circumstance has value {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Founder receives 1 Adversity Token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Director receives 1 Suspicion Point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'{name}' is now +{value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}'s check: {line}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point on a complication: {card} (rule F-16)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New circumstance on the scene: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Circumstance {old} is now {new}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Circumstance {card} leaves the scene</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Scene '{old}' ends with its %n circumstance (rule F-32); next scene: '{new}'</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Scene '{old}' ends with its %n circumstances (rule F-32); next scene: '{new}'</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>A new scenario begins with scene '{scene}': the Director's Suspicion Points go from {before} to {after}, one per two Founders (rule F-17)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Director's Suspicion Points set to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}'s Adversity Tokens set to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} gains the consequence {tag} {score}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is rid of the consequence {tag} {score}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} rolls {dice}{twist}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Contest (rule F-21): {first} vs {second} — {contest}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name} spends %n Adversity Token (+{count}) — {contest}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} spends %n Adversity Tokens (+{count}) — {contest}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{name} takes the risky reroll: {dice}{twist}; the Director gains 1 Suspicion Point (rule F-15) — {contest}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Director spends 1 Suspicion Point to reroll: {dice}{twist} (rule F-16) — {contest}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} passes — {contest}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The contest is cleared away</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The contest is abandoned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} {first_total} vs {second} {second_total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{line}: {name} to move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{line}: a tie, nobody wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{line}: {name} wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Director</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (snake eyes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (boxcars)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Easy {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hard {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Very Hard {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}'s roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the risky reroll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the check taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>complication '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>new circumstance '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change to '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>removal of '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the scene's end; next scene: '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the new scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Director's suspicion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{founder}'s adversity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{founder}'s consequence '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{founder}'s lost consequence '{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>contest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>adversity spent in the contest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>risky reroll in the contest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Director's reroll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a pass in the contest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>end of the contest</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>There is no language “{code}”: choose {known}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ListPanel</name>
        <message>
            <source>; rows can also be dragged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move Up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move Down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the chosen {what} (Delete)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the chosen {what} up (Alt+Up)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the chosen {what} down (Alt+Down)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add one more {what}, at the end (Insert)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add the {what} typed in the entry row (Enter, or Insert to type one)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ListView</name>
        <message>
            <source>Double-click or press F2 to change a cell. Insert adds, Delete removes, Alt+↑/↓ or dragging reorders.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double-click or press F2 to change a cell. Insert adds, Delete removes.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LongActionDialog</name>
        <message>
            <source>Start a Long Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Has a target number (rule B-70)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every roll after the first has a cumulative −1 (rule B-72)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Long action</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Ready</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New Campaign…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create a new campaign file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open Campaign…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a campaign file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Export Campaign…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the whole campaign to a JSON file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import Characters…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add the characters of a JSON export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close Card Desk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New {system} Character</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a character to the campaign</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Delete Character</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the selected character (undoable)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export &amp;Character…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the selected character to a JSON file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take back the last edit, or the last table action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Do again what was undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Hide Private Cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn every private card face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Characters and their cards, between sessions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card sheets to print before a session</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The deck, dice and score at the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Table View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The table's public side, full screen and in large type, to read across the table or on a projector (never a private card)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Full Screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fill the screen with this window</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List every keyboard shortcut</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rules Reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How Card Desk reads the rules of the system in front of you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About Card Desk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Version and purpose of Card Desk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Campaign</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Character</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New Campaign</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} already exists: open it, or choose another name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open Campaign</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No other recent campaigns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card Desk campaigns (*{extension})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New {system} character</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deleted {name} — Ctrl+Z brings it back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write {path}: {problem}</source>
            <translation type="unfinished">Nelze zapsat {path}: {problem}</translation>
        </message>
        <message>
            <source>Exported to {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import Characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Imported {count} characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{campaign} — Card Desk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card Desk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a session in Table mode first: the table view shows its table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About Card Desk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h3&gt;Card Desk {version}&lt;/h3&gt;&lt;p&gt;A desktop companion for role-playing groups who play around a real table with real cards and dice.&lt;/p&gt;&lt;p&gt;Free software under the {licence} licence: use, copy, change and share it.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NewSessionDialog</name>
        <message>
            <source>New {system} Session</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mirror the real cards and dice (type what was drawn or rolled)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who plays</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>OddsPanel</name>
        <message>
            <source>Odds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide or show the odds; this campaign remembers the choice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show odds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Working out the odds…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Success</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Critical success</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Critical failure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clean success</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mix</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clean complication</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exactly {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>
Ways too unlikely to matter (each below 1 in 10¹⁷) are left out: {value} in all</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>OpponentDialog</name>
        <message>
            <source>Add an Opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Body</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Scar allows burning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proficiency (banks of Proficiency + 2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scar boxes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extra actions per round</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>OptionsDialog</name>
        <message>
            <source>{system} Table Options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How your group reads the rules where they can be read more than one way. A change applies to the sessions you start from now on; a session in progress keeps the options it started with.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>default</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PartyChooser</name>
        <message>
            <source>the Director</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PdfPreview</name>
        <message>
            <source>The preview cannot be shown.</source>
            <translation type="unfinished" />
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
            <source>incl. %n rest mark(s) (A-22)</source>
            <translation>
                <numerusform>z toho %n za odpočinek (A-22)</numerusform>
                <numerusform>z toho %n za odpočinek (A-22)</numerusform>
                <numerusform>z toho %n za odpočinek (A-22)</numerusform>
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
            <source>such as QH 10S 3C</source>
            <translation>např. QH 10S 3C</translation>
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
                <numerusform>Táhnout %n kartu (Space)</numerusform>
                <numerusform>Táhnout %n karty (Space)</numerusform>
                <numerusform>Táhnout %n karet (Space)</numerusform>
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
            <translation>Táhnout (Space)</translation>
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
            <source>nobody</source>
            <translation>nikdo</translation>
        </message>
        <message>
            <source>Tries to remove (A-23):</source>
            <translation>Snaží se odstranit (A-23):</translation>
        </message>
        <message>
            <source>Each success removes one, each complication strengthens it (A-23)</source>
            <translation>Každý úspěch jeden odstraní, každá komplikace ho posílí (A-23)</translation>
        </message>
        <message>
            <source> · full distrust of {names}: no advantages (A-44)</source>
            <translation> · naprostá nedůvěra ({names}): žádné výhody (A-44)</translation>
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
        <name>PortraitBox</name>
        <message>
            <source>Choose…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drop a picture here</source>
            <translation type="unfinished" />
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
            <source>The decks are real at this table: look at the real card. The app does not know their order.</source>
            <translation>U tohoto stolu jsou balíčky skutečné: podívejte se na skutečnou kartu. Aplikace jejich pořadí nezná.</translation>
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
            <translation>Co {viewer} viděl(a) díky schopnosti {power}</translation>
        </message>
    </context>
    <context>
        <name>Preflight</name>
        <message>
            <source>the {field} is {mm:.1f} mm too long, even in the smallest type: shorten it or choose a larger card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {field} prints at {dpi} dpi and may look blurred</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {field} has letters the card font cannot print: {letters}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {field} cannot be read ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>card full: {field} and {more} more fields continue on {cards} cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>card full: {field} continues on {cards} cards</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PrintOptionsPanel</name>
        <message>
            <source>The language of the printed headings, kinds of card and rules reminders; your own text prints as you wrote it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Automatic</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Space between cards, so each carries its own bleed. Automatic gives the full bleed wherever that keeps as many cards on the sheet; 0 puts cards edge to edge for guillotine cutting.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The border your printer cannot print: crop marks stay out of it, and the preflight says when the bleed runs into it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>None</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the margin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To the page edge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No backs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double-sided, flip on the long edge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double-sided, flip on the short edge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gutterfold: fronts and backs, fold in half</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moves every back (right and up, seen from the front) for a printer that puts them off; the calibration sheet shows by how much.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose picture…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Design</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the card design on these backs again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> × each card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many of each card of this kind to print (0 leaves it out)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+ </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> blank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write-in cards of this kind to fill in during play (aspects, relationships …)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print more (or no) copies of one card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> ×</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fronts and backs in separate files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>For printers without double-sided printing: print the fronts, turn the stack over as chosen above, then print the backs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start with a back alignment sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Greyscale, to save ink</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Four-colour playing cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Diamonds blue and clubs green, so no two suits share a colour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn cards when more fit on a sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refuse to export while the preflight finds problems</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bleed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Printer margin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Crop marks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>X</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Y</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back offset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Picture</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back picture</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pictures (*.png *.jpg *.jpeg)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PrintPage</name>
        <message>
            <source>Export PDF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PNG files for card makers…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One PNG file a card side at 300 dpi with a 1/8 inch bleed, in the size print-on-demand card makers take (poker, tarot or mini), in a new folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to print: tick some cards and characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pages: {pages} · Cards: {cards}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preflight: every card prints as designed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preflight: nothing is lost; some cards go on over more cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preflight: look at these before printing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card {number} “{title}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{campaign} cards.pdf</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export Card Sheets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{campaign} cards PNG</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PNG Files for Card Makers: a New Folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was written: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing {file}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing {path}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{fronts} and {backs}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wrote {files} PNG files for {cards} cards to {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wrote {files} pages with {cards} cards to {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export cancelled: nothing was written.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PrivateReveal</name>
        <message>
            <source>Hide (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show to {name}?</source>
            <translation type="unfinished" />
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
            <source>No relationship cards yet: a missing card reads as Neutral (A-40). Pick or type another agent's name below.</source>
            <translation>Zatím žádné karty vztahů: chybějící karta znamená Neutrální (A-40). Vyberte nebo napište jméno jiného agenta níže.</translation>
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
            <source>Card toward {name}: now {value} — change it at the end of a scene</source>
            <translation>Karta vztahu k postavě {name}: teď {value} — měňte ji na konci scény</translation>
        </message>
        <message>
            <source>Neutral (A-40): the default; neither helps nor hinders.</source>
            <translation>Neutrální (A-40): výchozí; nepomáhá ani nepřekáží.</translation>
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
        <name>RestDialog</name>
        <message>
            <source>A Scene of Rest</source>
            <translation>Scéna odpočinku</translation>
        </message>
        <message>
            <source>Each resting agent restores its aspects (not special ones or equipment) and adds one complication mark to the mission (A-22).</source>
            <translation>Každý odpočívající agent si obnoví aspekty (kromě speciálních a vybavení) a přidá misi jednu komplikaci (A-22).</translation>
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
            <source>This scene opened under pressure (A-25).</source>
            <translation>Tato scéna začala pod tlakem (A-25).</translation>
        </message>
        <message>
            <source>This scene did not open under pressure (A-25).</source>
            <translation>Tato scéna nezačala pod tlakem (A-25).</translation>
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reaction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Support</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Long step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for Power</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>faces of the real dice, e.g. 7 10 3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll  (Space)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Who</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;kill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Defense</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Penalty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Power</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Power dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Power +</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>−</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>B&amp;urn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>F&amp;aces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take back the last face</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll with these faces  (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other skill…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No Power</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other capacity…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} ({free} free)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No burn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody — settle at once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Against</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who}'s {skill} on {target} ({n} successes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;For</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>of {n} left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{n} too many&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{typed} of {needed}&lt;/b&gt; faces</source>
            <translation type="unfinished" />
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>{damage}: {over} over the {boxes} boxes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{damage}: {free} of {boxes} boxes free</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One box per point the Scar can take; stun is written /, lethal X, other types by their initial. Red dashed boxes are damage beyond the boxes (B-23, B-31).</source>
            <translation type="unfinished" />
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
            <translation>Dobírací {draw} · Odhazovací {discard}</translation>
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
        <name>SessionScreen</name>
        <message>
            <source>The real deck is right: put this card back on top of the app's draw pile (a correction, undoable), then record what you typed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo: {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redo: {what}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SheetView</name>
        <message>
            <source>No skills on this sheet: roll them as “Other skill…” in the builder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Skill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation type="unfinished">Druh</translation>
        </message>
        <message>
            <source>Level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practice XP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  ✓ this scene</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+1 XP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark a practice XP by hand (once per skill per scene)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} {value} (capacity)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SheetsUpdatedNote</name>
        <message>
            <source>Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put the sheets back as they were before this update</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sheets are back as they were before the update.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shortcut</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SideView</name>
        <message>
            <source>dice {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tags {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>assists {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>adversity {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>risky reroll taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>WINS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>loses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tie</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SizeChooser</name>
        <message>
            <source>Custom</source>
            <translation type="unfinished" />
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
            <source>Cinematic: perform the test</source>
            <translation>Filmové karty: provést zkoušku</translation>
        </message>
        <message>
            <source>Cinematic: choose hand card 1 … 9</source>
            <translation>Filmové karty: vybrat kartu z ruky 1 … 9</translation>
        </message>
    </context>
    <context>
        <name>TablePage</name>
        <message>
            <source>New Session…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table Options…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How your group reads the rules where they can be read more than one way</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Update Sheets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write what play changed (tokens, damage, exhausted cards …) onto the characters' sheets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Session</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a new session, or pick one to carry on where you left off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No session yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a session</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>log changed: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>log verified</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>log stored before checks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Session {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change table options</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TableViewWindow</name>
        <message>
            <source>Card Desk — Table View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Esc or F11 closes this view</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TagChip</name>
        <message>
            <source>Click: helps, hinders, left out</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TagDialog</name>
        <message>
            <source>Good: helps the Founders (+)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bad: hinders the Founders ({minus})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Kind</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TagPicker</name>
        <message>
            <source>No tags to choose from</source>
            <translation type="unfinished" />
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
            <translation>Kdo vede, leží lícem dolů</translation>
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
            <source>&lt;b&gt;initiative&lt;/b&gt;</source>
            <translation>&lt;b&gt;iniciativa&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;under pressure&lt;/b&gt;</source>
            <translation>&lt;b&gt;pod tlakem&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;a tie&lt;/b&gt;</source>
            <translation>&lt;b&gt;nerozhodně&lt;/b&gt;</translation>
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
            <source>{successes} against {complications}</source>
            <translation>{successes} a {complications}</translation>
        </message>
        <message>
            <source>next scene: {next} — {totals} · {opened} (A-25)</source>
            <translation>příští scéna: {next} — {totals} · {opened} (A-25)</translation>
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
            <source>decided; play may go on but it cannot change (A-35)</source>
            <translation>rozhodnuto; hra může pokračovat, ale výsledek se nezmění (A-35)</translation>
        </message>
        <message>
            <source>both ends reached in this scene (A-37)</source>
            <translation>oba konce dosaženy v této scéně (A-37)</translation>
        </message>
        <message>
            <source>if the other side gets there before this scene ends, it is pyrrhic (A-37)</source>
            <translation>dojde-li tam i druhá strana před koncem této scény, jde o Pyrrhovo vítězství (A-37)</translation>
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sheets already hold what the table does: there is nothing to write.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These items will be written onto the sheets. {count} of them were also changed on the sheet while the session ran (marked): play's value is written unless you tick “Keep the sheet's”.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These items will be written onto the sheets; nothing else changes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the sheet now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Will be written</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write to Sheets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(not there)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(removed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep the sheet's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Changed on the sheet while the session ran, and changed by play too</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>context</name>
        <message>
            <source>Poker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US poker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bridge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mini</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tarot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Index card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A3</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>widget</name>
        <message>
            <source>talent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>knowledge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Acted&lt;/b&gt; this round · reactions only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (+{n} extra)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Action ready&lt;/b&gt;{more}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;1 extra action&lt;/b&gt; left · next at −{p}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{n} extra actions&lt;/b&gt; left · next at −{p}</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
