package org.peregrine.interop.rmi.versions;

/**
 * The server of {@link Evolution}: checks each argument as this side's version reads it ({@link
 * Expected} and {@link ThisVersion}), then answers with a value of this side's version.
 */
public final class EvolutionImpl implements Evolution {

    @Override
    public Ledger ledger(Ledger sent) throws WrongValue {
        refuseIfWrong(() -> ThisVersion.checkLedger(sent));
        return ThisVersion.ledger();
    }

    @Override
    public Account account(Account sent) throws WrongValue {
        refuseIfWrong(() -> ThisVersion.checkAccount(sent));
        return ThisVersion.account();
    }

    @Override
    public Journal journal(Journal sent) throws WrongValue {
        refuseIfWrong(() -> ThisVersion.checkJournal(sent));
        return ThisVersion.journal();
    }

    private static void refuseIfWrong(Runnable check) throws WrongValue {
        try {
            check.run();
        } catch (AssertionError e) {
            throw new WrongValue("the server read the argument wrongly: " + e.getMessage());
        }
    }
}
