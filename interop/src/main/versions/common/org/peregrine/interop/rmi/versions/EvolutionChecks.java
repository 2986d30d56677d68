package org.peregrine.interop.rmi.versions;

import java.util.List;

import javax.rmi.PortableRemoteObject;

import org.peregrine.interop.conformance.Check;
import org.peregrine.interop.rmi.RmiCheckList;

/**
 * The class-versions checks, run by {@code RmiClient --checks} against an {@link EvolutionImpl}
 * whose side has the other version of each class: one check per class, which sends the client's
 * version (the server checks it, {@link WrongValue} if it read it wrongly) and checks the server's
 * version as the client reads it.
 */
public final class EvolutionChecks implements RmiCheckList {

    @Override
    public List<Check> checks(org.omg.CORBA.Object reference) {
        Evolution t = reference == null ? null : (Evolution) PortableRemoteObject.narrow(reference, Evolution.class);
        // Lambdas, not method references: the checks are listed without a target.
        return List.of(
                new Check("versions.ledger", () -> ThisVersion.checkLedger(t.ledger(ThisVersion.ledger()))),
                new Check("versions.account", () -> ThisVersion.checkAccount(t.account(ThisVersion.account()))),
                new Check("versions.journal", () -> ThisVersion.checkJournal(t.journal(ThisVersion.journal()))));
    }
}
