package io.github.stormmc.trident.runtime;

import java.io.Serializable;
import org.apache.storm.trident.topology.TransactionAttempt;

/** Message id of a coordinator tuple: which attempt, and whether it started processing or the commit. */
record CoordinatorMessage(TransactionAttempt attempt, boolean commit) implements Serializable {
}
