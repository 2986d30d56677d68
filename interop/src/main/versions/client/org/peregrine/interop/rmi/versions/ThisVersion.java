package org.peregrine.interop.rmi.versions;

import static org.peregrine.interop.rmi.versions.Expected.equal;

/**
 * The client's side: its values, with the fields only its versions have set, and its checks of
 * the server's values, in which those fields, which the server's versions lack, keep their defaults.
 */
final class ThisVersion {

    private ThisVersion() {
    }

    static Ledger ledger() {
        Ledger ledger = Expected.ledger();
        ledger.clientNote = "the client's note";
        ledger.clientEntry = new Entry("the client's entry", 1);
        return ledger;
    }

    static void checkLedger(Ledger ledger) {
        Expected.checkLedger(ledger);
        equal(null, ledger.clientNote, "Ledger.clientNote, which the server's version lacks");
        equal(null, ledger.clientEntry, "Ledger.clientEntry, which the server's version lacks");
    }

    static Account account() {
        return Expected.account();
    }

    static void checkAccount(Account account) {
        Expected.checkAccount(account);
    }

    static Journal journal() {
        Journal journal = Expected.journal();
        journal.clientEdition = 3;
        return journal;
    }

    static void checkJournal(Journal journal) {
        Expected.checkJournal(journal);
        equal(0, journal.clientEdition, "Journal.clientEdition, which the server's version lacks");
    }
}
